import type { CreditNote } from '../../application/orders/CreditNote';
import type { CreditNoteLink } from '../../contract/orderAnswers';

/** An order's `credit_notes` (absent before any refund) as the order pages list them. */
export function creditNotesFromAnswer(links: CreditNoteLink[] | undefined): CreditNote[] {
  return (links ?? []).map((link) => ({
    number: link.number,
    date: link.date,
    total: link.total,
    pdfUrl: link.pdf,
  }));
}
