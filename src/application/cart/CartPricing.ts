import type { CartItem } from './CartItem';
import type { CartView } from './CartView';

/** What a cart call brings back: the server's pricing, and the items it priced (possibly adjusted). */
export interface CartPricing {
  view: CartView;
  items: CartItem[];
}
