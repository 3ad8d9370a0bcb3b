import type { StaleRecords } from './StaleRecords';

/**
 * The files the sweep removes after the rows, each answering how many went. A file may
 * already be gone (another server swept it), which is no fault.
 */
export interface SweptFiles {
  /** Cached PDFs of quotes whose row is gone (checked against `records`). */
  orphanQuotePdfs(records: StaleRecords): Promise<number>;
  /** Outbox copies of mail written before `before` (an ISO date). */
  outboxMail(before: string): Promise<number>;
  /** Cached order downloads nobody downloaded since `before` (an ISO date). */
  orderFiles(before: string): Promise<number>;
}
