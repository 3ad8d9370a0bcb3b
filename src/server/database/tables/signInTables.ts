/** Successful sign-ins (migration 1060), as Kysely sees them. */
export interface SignInTables {
  sign_ins: SignInsTable;
}

export interface SignInsTable {
  id: string;
  user_id: string;
  signed_in_at: string;
  /** As the request saw it (`request.ip`: the proxy's forwarded address under TRUST_PROXY). */
  ip_address: string;
  /** The User-Agent header, cut to SIGN_IN_USER_AGENT_MAX characters; '' without one. */
  user_agent: string;
  /** 1: a staff member gave the TOTP code (a row of its own after the password's); else 0. */
  second_factor: number;
}
