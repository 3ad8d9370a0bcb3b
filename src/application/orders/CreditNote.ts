/**
 * A refund's credit note as an order lists it (docs/back-office.md "Refunds"): its number,
 * the day of the refund, the amount given back and where its PDF is downloaded.
 */
export interface CreditNote {
  /** "CN-000001". */
  number: string;
  date: string;
  /** The refunded amount with the currency symbol ("$119.00"). */
  total: string;
  pdfUrl: string;
}
