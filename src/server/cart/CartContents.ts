import type { CartBuyer, CartSelection } from '../../contract/cartAnswer';

/**
 * A cart as the server reads it from a request (parseCartRequest.ts) or its store: what was
 * chosen, never what it costs. The wire shapes are the contract's (src/contract/cart.ts).
 */
export interface CartContents {
  items: CartSelection[];
  /** The buyer-type choices of checkout step 2; absent before checkout. */
  buyer: CartBuyer | null;
  /** A discount code typed in the cart or the review step (docs/discounts.md). */
  discount_code?: string | null;
}

export const EMPTY_CART_CONTENTS: CartContents = { items: [], buyer: null };
