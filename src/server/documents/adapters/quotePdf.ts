import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import { drawCartLines, drawCartTotals } from './cartLinesBlock';
import { drawDocumentHeader, drawFacts, drawNote } from './documentHeader';
import { drawParty } from './invoicePdf';
import type { QuoteDocument } from '../app/QuoteDocument';
import { documentDate, PAGE_MARGIN, startPdf, type PdfRenderOptions } from './pdfDocument';

export function renderQuotePdf(
  quote: QuoteDocument,
  options: PdfRenderOptions = {},
): Promise<Buffer> {
  const pdf = startPdf(`Quote ${quote.quoteNumber}`, quote.foundry.name, options);
  drawDocumentHeader(pdf, quote.foundry, 'Quote');
  drawFacts(pdf, [
    ['Quote number', quote.quoteNumber],
    ['Date', documentDate(quote.date)],
  ]);
  if (quote.buyer) {
    const { doc } = pdf;
    drawParty(pdf, 'Quote for', quote.buyer, PAGE_MARGIN, doc.y, doc.page.width / 2);
    doc.x = PAGE_MARGIN;
    doc.moveDown(1.2);
  }
  drawCartLines(pdf, quote.cart.lines, {
    pricesIn: quote.currencySymbol,
    samples: quote.samples ?? [],
  });
  drawCartTotals(pdf, quote.cart, quote.currencySymbol);
  drawNote(
    pdf,
    `This quote is valid until ${documentDate(quote.validUntil)}. Prices are final when ` +
      `the order is placed. ${quoteTaxNote(quote.cart)} Questions: ${quote.foundry.email}`,
  );
  pdf.doc.end();
  return pdf.buffer;
}

/**
 * What the quote says of tax. Priced for a known buyer (a saved address, or the address
 * checkout was given), the tax is in its totals already; a business with a VAT number in
 * another member state is told it pays none (reverse charge, Art. 196 of Directive
 * 2006/112/EC); otherwise the taxes a buyer may be charged at checkout, for each market the
 * shop sells to (docs/pricing.md).
 */
export function quoteTaxNote(cart: Pick<StoredPricedCart, 'tax'>): string {
  if (cart.tax?.reverseCharge) return QUOTE_REVERSE_CHARGE;
  if (cart.tax?.lineName) return `The total includes ${cart.tax.lineName} for the buyer's address.`;
  return QUOTE_TAXES_MAY_BE_ADDED;
}

export const QUOTE_REVERSE_CHARGE =
  'No VAT is charged: reverse charge, the buyer accounts for the VAT in their member state.';

export const QUOTE_TAXES_MAY_BE_ADDED =
  'Taxes may be added at checkout: buyers in the EU pay the VAT of their country (a business ' +
  'with a VAT number in another member state pays none: reverse charge); buyers in the UK pay ' +
  'UK VAT unless they give a UK VAT number; buyers in the US pay the sales tax of their state ' +
  'where it taxes digital goods.';
