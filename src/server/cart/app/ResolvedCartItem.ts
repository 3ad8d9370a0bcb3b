import type { CartItemInput } from '../../../domain/cart/CartLine';
import type { CartLineSample } from '../../shop/app/familyTesterFacts';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';

/** A cart item with the shop data the domain prices it from. */
export interface ResolvedCartItem {
  item: CartItemSelection;
  input: CartItemInput;
  /** The line's tester set-up as it shows and prints; null without one. */
  sample: CartLineSample | null;
}
