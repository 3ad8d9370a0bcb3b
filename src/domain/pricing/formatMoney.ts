import { toCents } from './money';

/**
 * How every price is shown: currency symbol, thousands separated by commas, and cents
 * only when there are any, always two digits then: '$0', '$1,250', '$62.50', '-$12.75'.
 * Whole-dollar prices are the rule in this shop, so '.00' would be noise.
 */
export function formatMoney(amount: number, currencySymbol: string): string {
  const cents = toCents(amount);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = absolute % 100;
  const fraction = rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${sign}${currencySymbol}${dollars}${fraction}`;
}
