import type { Cents } from './money';

/**
 * How every price is shown: currency symbol, thousands separated by commas, and cents
 * only when there are any, always two digits then: '$0', '$1,250', '$62.50', '-$12.75'.
 * Whole-dollar prices are the rule in this shop, so '.00' would be noise. The domain itself
 * formats nothing: the server's answers, the documents and the browser call this at the edge.
 */
export function formatMoney(cents: Cents, currencySymbol: string): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = absolute % 100;
  const fraction = rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${sign}${currencySymbol}${dollars}${fraction}`;
}
