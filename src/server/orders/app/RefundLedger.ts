import type { CreditNote, RecordedRefund } from './CreditNote';

/**
 * Where refunds and their credit notes are kept. `record` moves the order and takes the next
 * credit note number in one transaction, so a note exists exactly when its refund is recorded
 * and a rolled-back refund gives its number back (the series stays gapless).
 */
export interface RefundLedger {
  /**
   * Records the refund unless the order changed since it was planned (another refund came
   * first, or it is no longer in an allowed state); answers the credit note, or null then.
   * A pending refund of the same number ends with it (docs/decisions/0018-pending-refunds.md).
   */
  record(refund: RecordedRefund): Promise<CreditNote | null>;
  /** The credit notes of the orders, oldest first per order. */
  ofOrders(orderIds: readonly string[]): Promise<Map<string, CreditNote[]>>;
}
