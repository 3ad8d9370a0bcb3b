import type { Cents } from '../pricing/money';

/**
 * A named amount shown under the lines: a discount or credit (what it takes off, so
 * positive) or the total. The edges format it (pricing/formatMoney.ts).
 */
export interface CartAmount {
  name: string;
  amountCents: Cents;
}
