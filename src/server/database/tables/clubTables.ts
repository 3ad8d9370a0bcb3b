/** Club invitations (migration 0204), as Kysely sees them. */
export interface ClubTables {
  club_invites: ClubInvitesTable;
}

export interface ClubInvitesTable {
  id: string;
  /** SHA-256 of the token in the invitation link /club/invite/{token}. */
  token_hash: string;
  /** Who was invited (lower case). */
  email: string;
  /** 1 when a member invited a co-worker: the company comes from that member. */
  coworker_invite: number;
  /** The inviting member, when there is one (co-worker invites). */
  invited_by_user_id: string | null;
  invited_by_email: string | null;
  /** The inviting member's company, pre-filled and fixed for a co-worker. */
  company: string | null;
  /** 1 when registering makes the user a club member (personal_info.beta). */
  beta_user: number;
  used_at: string | null;
  /** Null: the invitation does not expire (the demo invites). */
  expires_at: string | null;
  created_at: string;
}
