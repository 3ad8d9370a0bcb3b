import type { TaxQuarter } from '../../../domain/tax/taxQuarter';
import type { TaxReturnCreditNote, TaxReturnInvoice } from '../../../domain/tax/taxReturnRows';

/** A quarter's documents as the tax returns read them: invoices by their date, credit notes by theirs. */
export interface QuarterDocuments {
  invoices: TaxReturnInvoice[];
  creditNotes: TaxReturnCreditNote[];
}

/** Where the back office reads a quarter's paid invoices and credit notes from. */
export interface TaxReturnSource {
  documentsOf(quarter: TaxQuarter): Promise<QuarterDocuments>;
}
