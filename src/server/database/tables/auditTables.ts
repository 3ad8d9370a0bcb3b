/** The audit log of staff actions (migration 0990), as Kysely sees it. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: string;
  staff_user_id: string;
  /** The address at the time: the entry still says who after the account changes. */
  staff_email: string;
  /** What was done, e.g. 'order.licensee_corrected'. */
  action: string;
  /** What it was done to, e.g. the order number or the customer's address. */
  subject: string;
  /** JSON of what changed, before and after; null where there was nothing before (or after). */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}
