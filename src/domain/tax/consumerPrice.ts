import { sumCents, type Cents } from '../pricing/money';
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
 * where prices are shown net (pricesIncludeVat). For one price on its own (a shop's option);
 * a cart's lines take shownPricesCents, which add up to its total.
 */
export function shownPriceCents(netCents: Cents, tax: ShownTax | null): Cents {
  if (!tax || !pricesIncludeVat(tax)) return netCents;
  return netCents + taxCents(netCents, tax.ratePercent);
}

/**
 * The prices the buyer is shown for a cart's amounts (its lines, and its discounts as
 * negative amounts), adding up to exactly what the cart charges: the net plus the VAT taken on
 * the whole net (cartTax.ts). Grossed up one by one, two lines of $40.50 at 19 % would show
 * $48.20 each, $96.40, against a total of $96.39. Here each amount's VAT is rounded down, and
 * the cents the whole net's VAT still needs go to the amounts with the largest remainders, so
 * each price is within a cent of its own gross and they add up. Net amounts where prices are
 * shown net.
 */
export function shownPricesCents(netAmounts: readonly Cents[], tax: ShownTax | null): Cents[] {
  if (!tax || !pricesIncludeVat(tax)) return [...netAmounts];
  // Exact VAT in 1/100,000 of a cent: whole numbers for rates with up to three decimals.
  const scale = 100_000;
  const exact = netAmounts.map((cents) => Math.round(cents * tax.ratePercent * 1_000));
  const shares = exact.map((units) => Math.floor(units / scale));
  let left = taxCents(sumCents(netAmounts), tax.ratePercent) - sumCents(shares);
  const byRemainder = exact
    .map((units, index) => ({ index, remainder: units - (shares[index] ?? 0) * scale }))
    .filter(({ remainder }) => remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return netAmounts.map((cents, index) => cents + (shares[index] ?? 0));
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
