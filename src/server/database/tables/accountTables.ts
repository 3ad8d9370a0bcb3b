import type { Generated } from 'kysely';

/** Users, their login sessions and password reset codes (migration 0201), as Kysely sees them. */
export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_change_links: EmailChangeLinksTable;
}

export interface UsersTable {
  id: string;
  /** Lower case and trimmed: one account per address however it is typed. */
  email: string;
  password_hash: string;
  /** Club member (docs/spec.md §6 personal_info.beta), 0/1. */
  club_member: number;
  /** The saved personal info (checkout, club registration) as JSON: read and written whole. */
  personal_info_json: string;
  /** 'customer' or 'staff' (migration 0990): staff may open the back office. */
  role: Generated<string>;
  /** A staff member's TOTP secret (base32); never answered, never logged. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is only ever in the browser. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When a staff member gave the second factor on this session; null: not (yet) given. */
  second_factor_at: Generated<string | null>;
}

export interface PasswordResetsTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A pending e-mail change (migration 1000): the address moves once the link is opened. */
export interface EmailChangeLinksTable {
  code_hash: string;
  user_id: string;
  /** Lower case and trimmed, as users.email. */
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
