import type { Cart } from '../../../domain/cart/Cart';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { CartLineSample } from '../../shop/app/familyTesterFacts';

/*
 * A cart's price, as the cart's use cases compute it (src/server/cart/app/priceResolvedCart.ts)
 * and as orders and quotes keep it (storedPricedCart.ts). Declared here, below the cart: the
 * cart's folder imports the orders', never the other way round.
 */

/** A line's tester set-up as the cart shows it, with the tester page it came from. */
export interface CartLineTester extends CartLineSample {
  link: string;
}

/**
 * A cart's price: the priced cart in the domain's cents, the selection as priced (tiers
 * lowered, overlap taken out), which is what the cart keeps, and each kept line's tester.
 * The routes write it as the cart answer (src/server/cart/http/cartAnswer.ts).
 */
export interface CartPrice {
  /** The domain's figures: what an order stores (src/server/orders/adapters/orderPriceColumns.ts). */
  cart: Cart;
  selection: CartSelection;
  /** Each kept line's tester set-up (same index as `selection.items`); null without one. */
  testers: Array<CartLineTester | null>;
  /** The shop's currency symbol, which the answer's figures are written with. */
  currencySymbol: string;
}
