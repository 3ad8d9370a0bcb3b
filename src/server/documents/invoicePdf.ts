import type { PricedCartAnswer } from '../cart/pricedCartAnswer';
import { drawCartLines } from './cartLinesBlock';
import { drawInvoiceTotals, type InvoiceTax } from './invoiceTotals';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import type { FoundryIdentity } from '../foundry/FoundryIdentity';
import {
  documentDate,
  FACE,
  PAGE_MARGIN,
  startPdf,
  type PdfInProgress,
  type PdfRenderOptions,
} from './pdfDocument';

/** A licensee as checkout's order information names them (docs/spec.md §3 personal info). */
export interface InvoiceParty {
  name: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  zip_code: string;
  city: string;
  state?: string | null;
  country: string;
  vat_number?: string | null;
  email?: string | null;
}

/** A paid order as `GET /orders/{id}/invoice.pdf` hands it out. */
export interface InvoiceDocument {
  foundry: FoundryIdentity;
  invoiceNumber: string;
  orderNumber: string;
  /** ISO date of payment. */
  date: string;
  billedTo: InvoiceParty;
  /** The licensee of a third-party order, who is not the one paying. */
  thirdParty?: InvoiceParty | null;
  cart: PricedCartAnswer;
  /** The tax as stored with the order, and both VAT IDs. */
  tax: InvoiceTax;
  currencySymbol: string;
  cardLast4: string;
}

export function renderInvoicePdf(
  invoice: InvoiceDocument,
  options: PdfRenderOptions = {},
): Promise<Buffer> {
  const pdf = startPdf(`Invoice ${invoice.invoiceNumber}`, invoice.foundry.name, options);
  const { doc } = pdf;
  drawDocumentHeader(pdf, invoice.foundry, `Invoice #${invoice.invoiceNumber}`);
  drawFacts(pdf, [
    ['Invoice number', invoice.invoiceNumber],
    ['Order', `#${invoice.orderNumber}`],
    ['Date', documentDate(invoice.date)],
    ...(invoice.tax.sellerVatId ? [['VAT ID', invoice.tax.sellerVatId] as [string, string]] : []),
  ]);
  const columnWidth = (doc.page.width - 2 * PAGE_MARGIN) / 2 - 12;
  const top = doc.y;
  drawParty(pdf, 'Billed to', invoice.billedTo, PAGE_MARGIN, top, columnWidth);
  let bottom = doc.y;
  if (invoice.thirdParty) {
    drawParty(
      pdf,
      'Licensee',
      invoice.thirdParty,
      PAGE_MARGIN + columnWidth + 24,
      top,
      columnWidth,
    );
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;
  doc.x = PAGE_MARGIN;
  doc.moveDown(1.2);
  drawCartLines(pdf, invoice.cart.cart, { withPrices: true });
  drawInvoiceTotals(pdf, invoice.cart, invoice.tax, invoice.currencySymbol);
  doc.moveDown(0.6).font(FACE.regular).fontSize(11);
  doc.text(`Paid by card ending ${invoice.cardLast4}`, PAGE_MARGIN);
  const { foundry } = invoice;
  const address = foundry.address.join(', ');
  drawNote(pdf, [foundry.name, address, foundry.email].filter(Boolean).join(' · '));
  doc.end();
  return pdf.buffer;
}

function drawParty(
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
    party.country,
    party.vat_number ? `VAT number: ${party.vat_number}` : null,
    party.email,
  ];
  for (const line of lines) if (line) doc.text(line, x, doc.y, { width });
}
