/** Credit notes and their sequence (migration 1000_refunds_and_credit_notes), as Kysely sees them. */
export interface RefundTables {
  credit_notes: CreditNotesTable;
  credit_note_sequence: CreditNoteSequenceTable;
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
