import type { CartItem } from './CartItem';
import type { CartView } from './CartView';

/** A cart call's answer: the server's pricing, and the items it priced (possibly adjusted). */
export interface CartAnswer {
  view: CartView;
  items: CartItem[];
}
