import type { CartBuyer, CartSelection as CartSelectionAnswer } from '../../../contract/cartAnswer';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { JuniorBuyer } from '../../../domain/pricing/juniorDiscount';
import { storedCartBuyerOf, storedCartItemOf } from './storedCartSelection';

/*
 * The cart's selection as the cart answer writes it (src/contract/cartAnswer.ts: `items`,
 * `buyer`), for the browser to keep in its cookie; parseCartRequest.ts reads a request's.
 * The answer spells it as the carts' rows keep it (storedCartSelection.ts): one snake_case
 * layout, written in one place.
 */

export function cartItemAnswer(item: CartItemSelection): CartSelectionAnswer {
  return storedCartItemOf(item);
}

export function cartBuyerAnswer(buyer: JuniorBuyer): CartBuyer {
  return storedCartBuyerOf(buyer);
}
