/**
 * Cents of an invoice's currency in cents of the currency a tax authority counts in (euros for
 * the EU, pounds for HMRC), at a rate quoted the way both publish theirs: units of the invoice's
 * currency that one unit of the authority's currency buys. round(cents × 1 ÷ units), half up;
 * callers convert positive amounts and negate after, so a credit note rounds as its invoice.
 */
export function convertAtRate(cents: number, unitsPerReferenceUnit: number): number {
  return Math.round(cents * (1 / unitsPerReferenceUnit));
}
