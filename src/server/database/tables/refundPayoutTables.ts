/**
 * Refunds the card processor made and could not pay out later (migration
 * 1100_refund_payout_failures), as Kysely sees them.
 */
export interface RefundPayoutTables {
  refund_payout_failures: RefundPayoutFailuresTable;
}

/** What the processor made of the refund in the end: it failed, or it was canceled. */
export type RefundPayoutFailure = 'failed' | 'canceled';

export interface RefundPayoutFailuresTable {
  /** The credit note of the refund (credit_notes.number): it stays, the money is owed. */
  credit_note_number: number;
  order_id: string;
  /** The card processor's id of the refund (Stripe's `re_…`). */
  gateway_refund_id: string;
  status: RefundPayoutFailure;
  /** When the shop learned of it (the webhook or the sweep). */
  failed_at: string;
  /** When staff marked it paid another way; null while the customer is still owed it. */
  paid_otherwise_at: string | null;
  /** How staff paid it ("bank transfer 2026-11-30"). */
  paid_otherwise_note: string | null;
  /** Who marked it paid (their address at the time). */
  paid_otherwise_by: string | null;
}
