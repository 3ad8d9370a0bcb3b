import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import type { InvoiceTax, VatInEuros, VatInPounds } from '../../../domain/tax/invoiceTax';
import { countryName } from '../../../domain/tax/cartTax';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import { amountRow, discountValue, drawRule } from './cartLinesBlock';
import { documentDate, FACE, PAGE_MARGIN, type PdfInProgress } from './pdfDocument';

/** The wording Art. 226(11a) of Directive 2006/112/EC asks for, naming Art. 196 as the ground. */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: the recipient of this service is liable for the VAT (Article 196, Council Directive 2006/112/EC).';

/** "VAT in EUR: €57.90 (1 EUR = 1.0548 USD, ECB reference rate of November 26, 2026)". */
export function vatInEurosLine(inEuros: VatInEuros, currency: string): string {
  return (
    `VAT in EUR: ${formatMoney(inEuros.cents, '€')} (1 EUR = ${inEuros.unitsPerEuro} ${currency}, ` +
    `ECB reference rate of ${documentDate(inEuros.rateDate)})`
  );
}

/**
 * The sterling figures of an invoice with UK VAT in another currency (gov.uk, "Transactions in
 * foreign currencies and VAT": such an invoice also shows the net value and the VAT of each rate
 * in sterling): the rate they were converted at, "In GBP at HMRC's period rate: 1 GBP = 1.2702
 * USD, November 1, 2026 to November 30, 2026", then the net amount and the VAT in pounds as
 * rows of the totals. A credit note passes its amounts negated.
 */
export function drawAmountsInPounds(
  pdf: PdfInProgress,
  rate: Pick<VatInPounds, 'unitsPerPound' | 'rateStart' | 'rateEnd'>,
  amounts: { netCents: number; vatCents: number },
  ratePercentage: number,
  currency: string,
): void {
  pdf.doc.moveDown(0.4).font(FACE.regular).fontSize(10);
  pdf.doc.text(
    `In GBP at HMRC's period rate: 1 GBP = ${rate.unitsPerPound} ${currency}, ` +
      `${documentDate(rate.rateStart)} to ${documentDate(rate.rateEnd)}`,
    PAGE_MARGIN,
  );
  pdf.doc.moveDown(0.2);
  amountRow(pdf, 'Net amount in GBP', formatMoney(amounts.netCents, '£'), FACE.regular, 10);
  amountRow(
    pdf,
    `VAT ${ratePercentage}% in GBP`,
    formatMoney(amounts.vatCents, '£'),
    FACE.regular,
    10,
  );
}

/** "VAT 19% (Germany)", "VAT 0% (reverse charge)", "US sales tax (4%)", "No VAT (…)". */
export function invoiceTaxName(tax: InvoiceTax): string {
  switch (tax.kind) {
    case 'us_sales_tax':
      return `US sales tax (${tax.ratePercentage}%)`;
    case 'vat':
      return tax.reverseCharge
        ? 'VAT 0% (reverse charge)'
        : `VAT ${tax.ratePercentage}% (${countryName(tax.country ?? '')})`;
    case 'none':
      return 'No VAT (place of supply outside the EU)';
  }
}

/**
 * The totals of an invoice as a German invoice states them (§14(4) nos. 7 and 8 UStG): the
 * net amount, the tax by rate and the gross total; the subtotal only where discounts make it
 * differ from the net amount. Then the VAT in euros for another currency, the net amount and
 * UK VAT in pounds for UK VAT in another currency, and for a reverse charge the note saying so
 * and both VAT IDs.
 */
export function drawInvoiceTotals(
  pdf: PdfInProgress,
  cart: Pick<StoredPricedCart, 'discounts' | 'subtotalCents' | 'total'>,
  tax: InvoiceTax,
  money: { symbol: string; currency: string },
): void {
  const format = (cents: number) => formatMoney(cents, money.symbol);
  drawRule(pdf);
  if (cart.discounts.length > 0) {
    amountRow(pdf, 'Subtotal', format(cart.subtotalCents), FACE.regular, 11);
    for (const discount of cart.discounts) {
      amountRow(
        pdf,
        discount.name,
        discountValue(discount.amountCents, money.symbol),
        FACE.regular,
        11,
      );
    }
  }
  const grossCents = cart.total.amountCents;
  amountRow(pdf, 'Net amount', format(grossCents - tax.cents), FACE.regular, 11);
  amountRow(pdf, invoiceTaxName(tax), format(tax.cents), FACE.regular, 11);
  amountRow(pdf, 'Total (gross)', format(grossCents), FACE.bold, 14);
  if (tax.inEuros) {
    pdf.doc.moveDown(0.4).font(FACE.regular).fontSize(10);
    pdf.doc.text(vatInEurosLine(tax.inEuros, money.currency), PAGE_MARGIN);
  }
  if (tax.inPounds) {
    drawAmountsInPounds(pdf, tax.inPounds, tax.inPounds, tax.ratePercentage, money.currency);
  }
  if (tax.reverseCharge) {
    const { doc } = pdf;
    doc.moveDown(0.6).font(FACE.bold).fontSize(11).text('Reverse charge', PAGE_MARGIN);
    doc.font(FACE.regular).fontSize(10).text(REVERSE_CHARGE_NOTE, PAGE_MARGIN);
    const ids = [
      tax.sellerVatId ? `Seller's VAT ID: ${tax.sellerVatId}` : null,
      tax.buyerVatNumber ? `Buyer's VAT ID: ${tax.buyerVatNumber}` : null,
    ].filter((line): line is string => line !== null);
    for (const line of ids) doc.text(line, PAGE_MARGIN);
  }
}
