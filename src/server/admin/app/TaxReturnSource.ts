import type { TaxQuarter } from '../../../domain/tax/taxQuarter';
import type { TaxReturnCreditNote, TaxReturnInvoice } from '../../../domain/tax/taxReturnRows';

/**
 * A quarter's documents as the tax returns read them: invoices by their date, credit notes by
 * theirs, and a credit note whose card payout failed by the day the shop learned of it
 * (`failedPayouts`) and again, among `creditNotes`, by the day staff paid it another way
 * (docs/tax-returns.md "What is counted").
 */
export interface QuarterDocuments {
  invoices: TaxReturnInvoice[];
  creditNotes: TaxReturnCreditNote[];
  failedPayouts: TaxReturnCreditNote[];
}

/** Where the back office reads a quarter's paid invoices and credit notes from. */
export interface TaxReturnSource {
  documentsOf(quarter: TaxQuarter): Promise<QuarterDocuments>;
}
