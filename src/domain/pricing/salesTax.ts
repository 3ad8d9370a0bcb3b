import { percentOf } from './money';

/**
 * US sales tax on the amount after discounts. The rate table lives on the server (it is
 * data that changes, not a rule); the domain only applies the percentage it is given.
 */
export function salesTax(taxableAmount: number, ratePercent: number): number {
  if (!(ratePercent > 0) || !(taxableAmount > 0)) return 0;
  return percentOf(taxableAmount, ratePercent);
}
