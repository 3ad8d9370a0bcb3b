/**
 * Credit notes and their sequence (migration 1000_refunds_and_credit_notes), and the refunds
 * the card processor has not made or not made yet (1080_refund_attempts), as Kysely sees them.
 */
export interface RefundTables {
  credit_notes: CreditNotesTable;
  credit_note_sequence: CreditNoteSequenceTable;
  refund_attempts: RefundAttemptsTable;
}

export interface CreditNotesTable {
  /** From the gapless credit note sequence: "CN-000001" (creditNoteNumber.ts). */
  number: number;
  order_id: string;
  /** The order's refund this note documents: 1 for its first, and so on. */
  refund_number: number;
  /** ISO time of the refund: the credit note's date, and the tax period it counts in. */
  issued_at: string;
  /** The refunded lines (LineCharge of src/domain/orders/refunds.ts) as JSON. */
  lines_json: string;
  /** What the refund gave back, positive; the note prints them negative. */
  net_cents: number;
  tax_cents: number;
  /** The VAT in euro cents at the invoice's own rate; null where the invoice has none. */
  tax_eur_cents: number | null;
  /** For UK VAT in another currency: what it gave back in pence at the invoice's rate (migration 1090). */
  net_gbp_cents: number | null;
  tax_gbp_cents: number | null;
  /** The card processor's id of the refund (Stripe's `re_…`). */
  gateway_refund_id: string;
  /** Who refunded it (the audit log has the rest). */
  staff_email: string;
}

/** One row (id 1): the last credit note number given. */
export interface CreditNoteSequenceTable {
  id: number;
  last_number: number;
}

/** Where a refund the card processor has not made stands. */
export type RefundAttemptStatus = 'pending' | 'failed' | 'canceled';

/**
 * A refund asked of the card processor that gave no money back yet: `pending` until the
 * processor decides, then `failed` or `canceled` for good. A pending one that succeeds becomes
 * its credit note and its row is deleted (KyselyRefundLedger.record).
 */
export interface RefundAttemptsTable {
  order_id: string;
  /** The order's refund it is: its refund count + 1 when asked, as in the idempotency key. */
  refund_number: number;
  /** 1 for the first try of that refund, 2 after one failed, and so on. */
  attempt: number;
  /** The card processor's id of the refund (Stripe's `re_…`). */
  gateway_refund_id: string;
  /** 0/1: which of the foundry's Stripe accounts holds the charge. */
  is_us_order: number;
  /** The planned lines (LineCharge of src/domain/orders/refunds.ts) as JSON. */
  lines_json: string;
  /** What the processor was asked to give back: the lines' net plus tax. */
  amount_cents: number;
  /** Who asked for the refund; the credit note and the audit entries name them. */
  staff_user_id: string;
  staff_email: string;
  status: RefundAttemptStatus;
  created_at: string;
  /** When it failed or was canceled; null while pending. */
  settled_at: string | null;
}
