/** An invitation to create: by the `club-invite` command, a member's form, or the demo seed. */
export interface NewClubInvite {
  email: string;
  coworkerInvite: boolean;
  invitedBy?: { userId: string | null; email: string } | null;
  company?: string | null;
  /** False: registering does not make a member; true by default. */
  grantsMembership?: boolean;
  /** Null: never expires. Default: CLUB_INVITE_LIFETIME_MS from now. */
  expiresAt?: Date | null;
  /** A given token (the demo invites in content/); a random one otherwise. */
  token?: string;
}
