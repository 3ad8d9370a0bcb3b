import {
  applyJuniorLimit,
  juniorDiscountPercent,
  juniorKind,
  JUNIOR_DISCOUNT_NAMES,
  type JuniorBuyer,
} from '../pricing/juniorDiscount';
import { formatMoney } from '../pricing/formatMoney';
import { fromCents, percentOf, sumMoney, toCents } from '../pricing/money';
import { salesTax } from '../pricing/salesTax';
import { priceCartLine, type CartItemInput, type CartLine } from './CartLine';

/** A named amount shown under the lines; `value` is formatted, `amount` is for sums. */
export interface CartAmount {
  name: string;
  value: string;
  amount: number;
}

export interface Cart {
  cart: CartLine[];
  discounts: CartAmount[];
  subtotal: number;
  us_sales_tax: number;
  us_sales_tax_percentage: number;
  is_us_order: boolean;
  total: CartAmount;
  /** True when the junior limit lowered some licences (spec §5). */
  cart_modified: boolean;
  note: string | null;
}

export interface CartPricingInput {
  items: readonly CartItemInput[];
  currencySymbol: string;
  /** Buyer flags from checkout; absent before checkout. */
  buyer?: JuniorBuyer | null;
  /** ISO date of "today" for the graduate window; required only with a graduate buyer. */
  today?: string;
  /** US sales tax rate in percent for a US order; null or absent for any other order. */
  usSalesTaxPercent?: number | null;
}

export const TOTAL_NAME = 'Total';
/** The total of an empty cart, and what the header hides the cart link for (spec §2). */
export const EMPTY_CART_TOTAL = '$0';

/**
 * The whole cart priced from scratch: junior limit, lines, discount, tax, total. Both the
 * browser and the server call this, and the server ignores any price the client sends.
 */
export function priceCart(input: CartPricingInput): Cart {
  const { currencySymbol } = input;
  const kind = input.buyer ? juniorKind(input.buyer, input.today ?? '') : null;
  const limited = kind
    ? applyJuniorLimit(input.items)
    : { items: [...input.items], cart_modified: false, note: null };
  const lines = limited.items.map((item) => priceCartLine(item, currencySymbol));
  const subtotal = sumMoney(lines.map((line) => line.price));
  const discounts: CartAmount[] = [];
  if (kind && subtotal > 0) {
    const amount = percentOf(subtotal, juniorDiscountPercent(kind));
    discounts.push({
      name: JUNIOR_DISCOUNT_NAMES[kind],
      value: formatMoney(-amount, currencySymbol),
      amount,
    });
  }
  const discounted = sumMoney([subtotal, ...discounts.map((d) => -d.amount)]);
  const isUsOrder = typeof input.usSalesTaxPercent === 'number';
  const taxPercent = input.usSalesTaxPercent ?? 0;
  const tax = salesTax(discounted, taxPercent);
  const total = fromCents(toCents(discounted) + toCents(tax));
  return {
    cart: lines,
    discounts,
    subtotal,
    us_sales_tax: tax,
    us_sales_tax_percentage: taxPercent,
    is_us_order: isUsOrder,
    total: { name: TOTAL_NAME, value: formatMoney(total, currencySymbol), amount: total },
    cart_modified: limited.cart_modified,
    note: limited.note,
  };
}
