import { COUNTRIES } from '../geography/countries';
import type { Cents } from '../pricing/money';
import type { TaxDecision, TaxKind } from './taxDecision';

/**
 * The tax of a priced cart: what was decided, the amount on the net (after discounts), and
 * the name of the line the cart, checkout, receipt and invoice show for it (null: no tax
 * line); the edges write the line's amount.
 */
export interface CartTax extends TaxDecision {
  amountCents: Cents;
  lineName: string | null;
}

/** Tax on whole cents, rounded half up: 19 % of $40.50 is $7.70 ($7.695). */
export function taxCents(netCents: Cents, ratePercent: number): Cents {
  if (!(ratePercent > 0) || !(netCents > 0)) return 0;
  return Math.round((netCents * ratePercent) / 100);
}

export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

/** "VAT Germany (19%)", "Reverse charge (VAT 0%)", "US sales tax (8.875%)". */
export function taxLineName(decision: TaxDecision): string | null {
  switch (decision.kind) {
    case 'none':
      return null;
    case 'us_sales_tax':
      return `US sales tax (${decision.ratePercent}%)`;
    case 'vat':
      if (decision.reverseCharge) return 'Reverse charge (VAT 0%)';
      return `VAT ${countryName(decision.country ?? '')} (${decision.ratePercent}%)`;
  }
}

export function cartTax(netCents: Cents, decision: TaxDecision): CartTax {
  return {
    ...decision,
    amountCents: taxCents(netCents, decision.ratePercent),
    lineName: taxLineName(decision),
  };
}

/**
 * The cart's tax as one kind reads it: its amount and rate when the tax is of that kind,
 * else nothing. The wire's older per-kind fields (`us_sales_tax`, `vat`, …) and an order's
 * US columns are written from it, so the decision is the one source of every figure.
 */
export function taxOfKind(
  tax: Pick<CartTax, 'kind' | 'amountCents' | 'ratePercent'>,
  kind: Exclude<TaxKind, 'none'>,
): { amountCents: Cents; ratePercent: number } {
  return tax.kind === kind
    ? { amountCents: tax.amountCents, ratePercent: tax.ratePercent }
    : { amountCents: 0, ratePercent: 0 };
}
