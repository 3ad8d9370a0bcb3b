/** What the back office's customer, code and club pages show (BackOfficeDesks). */

export interface CustomerRow {
  id: string;
  email: string;
  name: string;
  company: string | null;
  clubMember: boolean;
  createdAt: string;
}

export interface CustomerCaseModel extends CustomerRow {
  staff: boolean;
  orders: { id: string; status: string; createdAt: string; total: string }[];
  /** The latest, newest first. */
  signIns: SignInRow[];
  /** Older sign-ins are not kept: "none" means none in this many days. */
  signInsKeptDays: number;
}

export interface SignInRow {
  /** ISO time, UTC. */
  at: string;
  ipAddress: string;
  /** The browser's User-Agent header as sent (at most 300 characters), '' without one. */
  userAgent: string;
  /** A staff member's TOTP code, given after the password. */
  secondFactor: boolean;
}

export interface CodeRow {
  code: string;
  size: string;
  expiresOn: string | null;
  maxUses: number | null;
  uses: number;
  typefaces: string[] | null;
  disabled: boolean;
}

/** The new-code form, as typed: the server checks it with the command line's rules. */
export interface NewCodeDraft {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  expiresOn: string;
  maxUses: string;
  typefaces: string;
}

export interface CodeUse {
  id: string;
  status: string;
  createdAt: string;
  email: string;
  total: string;
}

export interface ClubModel {
  members: { id: string; email: string; name: string; company: string | null }[];
  membersTotal: number;
  openInvites: { email: string; coworker: boolean; invitedBy: string | null; createdAt: string }[];
}
