import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import type { CartLineTester, CartPrice } from '../../orders/app/CartPrice';
import type { OrderParty } from '../../orders/app/OrderParty';

/** A quote as issued: the priced cart frozen at that moment, and whom it is made out to. */
export interface CartQuote {
  id: string;
  cart: StoredPricedCart;
  /**
   * Each line's tester set-up (same index as `cart.lines`); null for a line without one, and
   * none at all for a quote made before lines had them.
   */
  testers: Array<CartLineTester | null>;
  /** The buyer the cart was priced for (CartBillingParty.ts); null: none known. */
  billingParty: OrderParty | null;
  /** ISO timestamp the quote was made. */
  createdAt: string;
}

/**
 * PDF quotes, kept so the server that answers the download need not be the one that made
 * the quote. KyselyQuoteRepository is the adapter.
 */
export interface QuoteRepository {
  /** Freezes the cart's price as the quote: what its PDF prints, whatever the shop says later. */
  create(price: CartPrice, billingParty: OrderParty | null): Promise<CartQuote>;
  find(id: string): Promise<CartQuote | undefined>;
}
