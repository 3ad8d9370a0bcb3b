/**
 * A club invitation as the invite check and the club registration read it: flags as
 * booleans, no token (only its hash is stored). KyselyClubInvites maps it from the row
 * (clubInviteRecordOf.ts), so no use case reads a row (docs/architecture.md).
 */
export interface ClubInviteRecord {
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
