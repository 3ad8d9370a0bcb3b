/** Six digits: the sequence reads in order when sorted as text for the first million invoices. */
const DIGITS = 6;

/** "INV-000042": the invoice sequence's number as invoices, mails and order pages print it. */
export function formatInvoiceNumber(sequenceNumber: number): string {
  return `INV-${String(sequenceNumber).padStart(DIGITS, '0')}`;
}
