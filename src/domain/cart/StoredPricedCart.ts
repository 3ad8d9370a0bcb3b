import type { JuniorBuyer } from '../pricing/juniorDiscount';
import type { Cents } from '../pricing/money';
import type { CartTax } from '../tax/cartTax';
import type { Cart } from './Cart';
import type { CartAmount } from './CartAmount';
import type { CartItemSelection } from './CartSelection';

/**
 * A priced cart as an order or a quote keeps it: what was charged or quoted, whatever the
 * shop says today. Every amount in cents, as priceCart gave it, with the selection that was
 * priced. It is a `Cart` read back, less what a stored cart does not keep: each discount
 * carries the name it was shown with (a code's name holds money in the shop's currency,
 * CartDiscount.ts), the tax does not say how a VAT number was confirmed, and the lines' share
 * of the discounts is not kept (an order keeps what each line charged beside it).
 */
export interface StoredPricedCart extends Omit<Cart, 'lineNetCents' | 'discounts' | 'tax'> {
  discounts: CartAmount[];
  /**
   * The cart's tax; null for a cart stored before its tax was decided by country, which kept
   * only its US sales tax (`legacyUsSalesTax`).
   */
  tax: StoredCartTax | null;
  /** A cart stored without `tax` that charged US sales tax: its amount and rate; else null. */
  legacyUsSalesTax: { amountCents: Cents; ratePercent: number } | null;
  /** What was priced, line by line (same index as `lines`). */
  items: CartItemSelection[];
  /** The buyer-type choices it was priced with; null: none. */
  buyer: JuniorBuyer | null;
}

/** A stored cart's tax: the decision as priced, without how the VAT number was confirmed. */
export type StoredCartTax = Omit<CartTax, 'vatNumberStatus'>;
