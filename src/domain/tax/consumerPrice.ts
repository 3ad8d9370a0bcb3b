import type { Cents } from '../pricing/money';
import { taxCents } from './cartTax';
import type { TaxDecision } from './taxDecision';

/** What decides how a buyer's prices are shown: the kind of tax, its rate, reverse charge. */
export type ShownTax = Pick<TaxDecision, 'kind' | 'ratePercent' | 'reverseCharge' | 'vatNumber'>;

/**
 * Whether the buyer is shown prices including VAT: a consumer (no VAT number) who pays EU or
 * UK VAT. Prices offered to consumers must be the final price including VAT (Art. 2(a) and 3
 * of the Price Indication Directive 98/6/EC, §3(1) PAngV; in the UK reg. 4 of the Price
 * Marking Order 2004); a business is quoted net, VAT added, even where it pays VAT (a German
 * business buying from the German foundry). Buyers outside the EU and the UK see net prices;
 * US sales tax is added at checkout, as US shops show it (docs/taxes.md).
 */
export function pricesIncludeVat(tax: ShownTax | null): boolean {
  return (
    tax !== null &&
    tax.kind === 'vat' &&
    !tax.reverseCharge &&
    tax.vatNumber === null &&
    tax.ratePercent > 0
  );
}

/**
 * The price the buyer is shown: the net price plus the VAT on it at the buyer's rate (in
 * whole cents, rounded half up as every tax amount is: docs/pricing.md §6), or the net price
 * where prices are shown net (pricesIncludeVat). Each price is grossed up on its own, so a
 * cart's lines may sum to a cent off the total, whose tax is taken on the whole net.
 */
export function shownPriceCents(netCents: Cents, tax: ShownTax | null): Cents {
  if (!tax || !pricesIncludeVat(tax)) return netCents;
  return netCents + taxCents(netCents, tax.ratePercent);
}

/**
 * What is written under a price the buyer is shown: "incl. 20 % VAT" under a gross price;
 * "sales tax added at checkout" for a US buyer whose state taxes fonts; null otherwise (a
 * business with a VAT number, a buyer outside the EU, the UK and the US, or none known).
 */
export function shownTaxText(tax: ShownTax | null): string | null {
  if (!tax) return null;
  if (pricesIncludeVat(tax)) return `incl. ${tax.ratePercent} % VAT`;
  if (tax.kind === 'us_sales_tax' && tax.ratePercent > 0) return 'sales tax added at checkout';
  return null;
}
