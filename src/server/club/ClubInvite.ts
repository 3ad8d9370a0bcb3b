/**
 * A club invitation as the invite check and the club registration read it: flags as
 * booleans, no token (only its hash is stored). KyselyClubInvites maps it from the row
 * (clubInviteOf.ts), so no use case reads a row (issue 11).
 */
export interface ClubInvite {
  id: string;
  /** Who was invited (lower case). */
  email: string;
  /** A member invited a co-worker: the company comes from that member and is fixed. */
  coworkerInvite: boolean;
  /** The inviting member's address (co-worker invites); null when the foundry invited. */
  invitedByEmail: string | null;
  /** The inviting member's company, pre-filled for a co-worker. */
  company: string | null;
  /** Registering with it makes the user a club member (personal_info.beta). */
  grantsMembership: boolean;
  /** ISO time it was used; null while it is unused. */
  usedAt: string | null;
  /** ISO time it expires; null: never (the demo invites). */
  expiresAt: string | null;
}

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
