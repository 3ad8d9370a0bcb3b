import { formatMoney } from '../../../domain/pricing/formatMoney';
import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';
import { amountRow, drawRule } from './cartLinesBlock';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import { drawParties, foundryImprint, optionalFact } from './invoicePdf';
import type { InvoiceParty } from '../app/InvoiceDocument';
import type { InvoiceTax } from '../../../domain/tax/invoiceTax';
import type { PoundAmounts } from '../../../domain/orders/vatInSterling';
import {
  drawAmountsInPounds,
  invoiceTaxName,
  REVERSE_CHARGE_NOTE,
  vatInEurosLine,
} from './invoiceTotals';
import { documentDate, FACE, PAGE_MARGIN, startPdf, type PdfRenderOptions } from './pdfDocument';

/** A refunded line as the credit note lists it: what it gave back, positive. */
export interface CreditNoteLine {
  name: string;
  netCents: number;
  taxCents: number;
}

/** A refund's credit note: which invoice it corrects, and by how much. */
export interface CreditNoteDocument {
  foundry: FoundryIdentity;
  /** "CN-000001". */
  creditNoteNumber: string;
  /** ISO date of the refund. */
  issueDate: string;
  /** The invoice it corrects: number and date (§14(4) UStG asks both of a correction). */
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  billedTo: InvoiceParty;
  thirdParty: InvoiceParty | null;
  lines: CreditNoteLine[];
  netCents: number;
  taxCents: number;
  /** The invoice's tax: its name, rate and reverse charge, which the note reverses. */
  tax: InvoiceTax;
  /** The VAT given back in euro cents at the invoice's own rate; null without one. */
  taxEurCents: number | null;
  /** What it gave back in pence at the invoice's period rate, for UK VAT; null without one. */
  inPounds: PoundAmounts | null;
  currency: string;
  currencySymbol: string;
}

/**
 * The credit note of a refund (docs/invoices.md "Credit notes"): a document correcting the
 * invoice, as Art. 90 and Art. 219 of Directive 2006/112/EC and §17 UStG treat a later
 * reduction of the price: it names the invoice it corrects, and states the refunded lines,
 * the net amount and the VAT by rate reversed (negative), with the VAT in euros at the
 * invoice's own rate (Art. 91(2): the rate of the original supply) and, for UK VAT, the net
 * amount and VAT in pounds at the invoice's period rate. The seller's and buyer's
 * blocks are the invoice's own (invoicePdf.ts).
 */
export function renderCreditNotePdf(
  note: CreditNoteDocument,
  options: PdfRenderOptions = {},
): Promise<Buffer> {
  const title = `Credit note ${note.creditNoteNumber}`;
  const pdf = startPdf(title, note.foundry.name, options);
  const { doc } = pdf;
  const money = (cents: number) => formatMoney(-cents, note.currencySymbol);
  drawDocumentHeader(pdf, note.foundry, title);
  const sellerVatId = note.tax.sellerVatId ?? note.foundry.vatId;
  drawFacts(pdf, [
    ['Credit note number', note.creditNoteNumber],
    ['Credit note date', documentDate(note.issueDate)],
    ['Corrects invoice', `${note.invoiceNumber} of ${documentDate(note.invoiceDate)}`],
    ['Order', `#${note.orderNumber}`],
    ...optionalFact("Seller's VAT ID", sellerVatId),
  ]);
  drawParties(pdf, note.billedTo, note.thirdParty);
  doc.font(FACE.bold).fontSize(11).text('Refunded', PAGE_MARGIN);
  doc.moveDown(0.3);
  for (const line of note.lines) amountRow(pdf, line.name, money(line.netCents), FACE.regular, 11);
  drawRule(pdf);
  amountRow(pdf, 'Net amount', money(note.netCents), FACE.regular, 11);
  amountRow(pdf, invoiceTaxName(note.tax), money(note.taxCents), FACE.regular, 11);
  amountRow(pdf, 'Total (gross)', money(note.netCents + note.taxCents), FACE.bold, 14);
  if (note.taxEurCents !== null && note.tax.inEuros) {
    doc.moveDown(0.4).font(FACE.regular).fontSize(10);
    const inEuros = { ...note.tax.inEuros, cents: -note.taxEurCents };
    doc.text(vatInEurosLine(inEuros, note.currency), PAGE_MARGIN);
  }
  if (note.inPounds !== null && note.tax.inPounds) {
    const reversed = { netCents: -note.inPounds.netCents, vatCents: -note.inPounds.vatCents };
    drawAmountsInPounds(pdf, note.tax.inPounds, reversed, note.tax.ratePercentage, note.currency);
  }
  if (note.tax.reverseCharge) {
    doc.moveDown(0.6).font(FACE.regular).fontSize(10).text(REVERSE_CHARGE_NOTE, PAGE_MARGIN);
  }
  doc.moveDown(0.6).font(FACE.regular).fontSize(11);
  doc.text('The amount is refunded to the card that paid the order.', PAGE_MARGIN);
  drawNote(pdf, foundryImprint(note.foundry, sellerVatId));
  doc.end();
  return pdf.buffer;
}
