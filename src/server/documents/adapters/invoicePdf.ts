import { countryName } from '../../../domain/tax/cartTax';
import { drawCartLines } from './cartLinesBlock';
import { drawInvoiceTotals } from './invoiceTotals';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import type { FoundryIdentity } from '../../foundry/app/FoundryIdentity';
import { NO_PAYMENT_DUE, type InvoiceDocument, type InvoiceParty } from '../app/InvoiceDocument';
import {
  documentDate,
  FACE,
  PAGE_MARGIN,
  startPdf,
  type PdfInProgress,
  type PdfRenderOptions,
} from './pdfDocument';

export function renderInvoicePdf(
  invoice: InvoiceDocument,
  options: PdfRenderOptions = {},
): Promise<Buffer> {
  const pdf = startPdf(`Invoice ${invoice.invoiceNumber}`, invoice.foundry.name, options);
  const { doc } = pdf;
  drawDocumentHeader(pdf, invoice.foundry, `Invoice ${invoice.invoiceNumber}`);
  const sellerVatId = invoice.tax.sellerVatId ?? invoice.foundry.vatId;
  drawFacts(pdf, [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', documentDate(invoice.issueDate)],
    ['Date of supply', documentDate(invoice.supplyDate)],
    ['Order', `#${invoice.orderNumber}`],
    ...optionalFact('Job reference', invoice.jobReference),
    ...optionalFact("Seller's VAT ID", sellerVatId),
  ]);
  drawParties(pdf, invoice.billedTo, invoice.thirdParty ?? null);
  drawCartLines(pdf, invoice.cart.lines, { pricesIn: invoice.currencySymbol });
  drawInvoiceTotals(pdf, invoice.cart, invoice.tax, {
    symbol: invoice.currencySymbol,
    currency: invoice.currency,
  });
  doc.moveDown(0.6).font(FACE.regular).fontSize(11);
  const payment =
    invoice.cardLast4 === null ? NO_PAYMENT_DUE : `Paid by card ending ${invoice.cardLast4}`;
  doc.text(payment, PAGE_MARGIN);
  drawNote(pdf, foundryImprint(invoice.foundry, sellerVatId));
  doc.end();
  return pdf.buffer;
}

/**
 * The buyer, and beside them the licensee of a third-party order: the identity blocks every
 * document of an order prints (the invoice, its credit notes).
 */
export function drawParties(
  pdf: PdfInProgress,
  billedTo: InvoiceParty,
  thirdParty: InvoiceParty | null,
): void {
  const { doc } = pdf;
  const columnWidth = (doc.page.width - 2 * PAGE_MARGIN) / 2 - 12;
  const top = doc.y;
  drawParty(pdf, 'Billed to', billedTo, PAGE_MARGIN, top, columnWidth);
  let bottom = doc.y;
  if (thirdParty) {
    drawParty(pdf, 'Licensee', thirdParty, PAGE_MARGIN + columnWidth + 24, top, columnWidth);
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;
  doc.x = PAGE_MARGIN;
  doc.moveDown(1.2);
}

export function optionalFact(label: string, value: string | null): [string, string][] {
  return value ? [[label, value]] : [];
}

/** The seller as the foot of the invoice names it: everything /legal-notice gives. */
export function foundryImprint(foundry: FoundryIdentity, vatId: string | null): string {
  return [
    foundry.name,
    foundry.address.join(', '),
    foundry.email,
    vatId ? `VAT ID ${vatId}` : null,
    foundry.register,
    foundry.managingDirector ? `Managing director: ${foundry.managingDirector}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A party's name and address under a heading ("Billed to", "Quote for"), at x, y. */
export function drawParty(
  pdf: PdfInProgress,
  heading: string,
  party: InvoiceParty,
  x: number,
  y: number,
  width: number,
): void {
  const { doc } = pdf;
  doc.font(FACE.bold).fontSize(11).text(heading, x, y, { width });
  doc.font(FACE.regular).fontSize(11);
  const cityLine = [party.zip_code, party.city, party.state].filter(Boolean).join(' ');
  const lines = [
    party.name,
    party.company,
    party.address1,
    party.address2,
    cityLine,
    countryName(party.country),
    party.vat_number ? `VAT number: ${party.vat_number}` : null,
    party.email,
  ];
  for (const line of lines) if (line) doc.text(line, x, doc.y, { width });
}
