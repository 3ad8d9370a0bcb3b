import type { StaffMember } from './StaffMember';

/** One thing a staff member did: what, to what, and what it was before and after. */
export interface AuditEntry {
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** An entry as /admin/audit shows it. */
export interface AuditRecord extends AuditEntry {
  id: string;
  staffEmail: string;
  /** ISO time. */
  at: string;
}

export interface AuditPage {
  entries: AuditRecord[];
  total: number;
}

/** Every staff action, kept for good (the sweep never deletes it). KyselyAuditLog is the adapter. */
export interface AuditLog {
  record(staff: StaffMember, entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(page: number, pageSize: number): Promise<AuditPage>;
}
