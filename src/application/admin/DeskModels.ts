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
