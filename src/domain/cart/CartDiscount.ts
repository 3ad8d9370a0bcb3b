import { discountCodeName, type DiscountCodeSize } from '../pricing/discountCode';
import type { Cents } from '../pricing/money';
import type { CartAmount } from './CartAmount';

/**
 * A discount code's line under the cart's lines: what it takes off and the code's size (its
 * percentage, or its fixed amount in cents), but no name. A fixed amount's name holds money,
 * "Discount code WELCOME ($10)", and the domain formats nothing (src/domain/README.md, "For
 * auditors"): the edges write it with `cartDiscountName`.
 */
export interface CodeDiscount {
  discountCode: DiscountCodeSize;
  /** What the code takes off this cart (positive), which may be less than its size. */
  amountCents: Cents;
}

/** A line of `Cart.discounts`: the junior discount or an upgrade credit (named), or a code's. */
export type CartDiscount = CartAmount | CodeDiscount;

/**
 * A discount line's name as the customer reads it, for the edges that write a priced cart
 * (src/contract/cartFiguresAnswer.ts): a code's line is named in the shop's currency.
 */
export function cartDiscountName(discount: CartDiscount, currencySymbol: string): string {
  return 'discountCode' in discount
    ? discountCodeName(discount.discountCode, currencySymbol)
    : discount.name;
}
