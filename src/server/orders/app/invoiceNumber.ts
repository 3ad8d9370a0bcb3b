/** Six digits: the sequence reads in order when sorted as text for the first million invoices. */
const DIGITS = 6;

/** "INV-000042": the invoice sequence's number as invoices, mails and order pages print it. */
export function formatInvoiceNumber(sequenceNumber: number): string {
  return `INV-${String(sequenceNumber).padStart(DIGITS, '0')}`;
}

/**
 * "CN-000001": the credit note sequence's number. Credit notes have a series of their own, so
 * the invoices' series stays gapless and each series reads in order (docs/invoices.md).
 */
export function formatCreditNoteNumber(sequenceNumber: number): string {
  return `CN-${String(sequenceNumber).padStart(DIGITS, '0')}`;
}

/** The sequence number of "CN-000001", or null for anything else. */
export function parseCreditNoteNumber(text: string): number | null {
  const match = /^CN-(\d{6,})$/.exec(text);
  return match ? Number(match[1]) : null;
}
