import type { OrderParty } from '../../orders/app/OrderParty';
import type { CartSelection } from '../../../domain/cart/CartSelection';

/**
 * Visitors' current carts, found by the `cart_id` cookie's token (cartCookie.ts), as the
 * cart routes, the checkout and the settlement need them. KyselyCartRepository is the adapter.
 */
export interface CartRepository {
  findByToken(token: string): Promise<CartSelection | undefined>;
  /** The cart a user changed last, for a browser of theirs that has no cart cookie yet. */
  findLatestOfUser(userId: string): Promise<CartSelection | undefined>;
  /**
   * Creates or replaces the cart and the discount code it holds now (null: none), in one
   * write. A guest's change keeps the owner a logged-in change set: logging out does not make
   * a cart someone else's.
   */
  save(
    token: string,
    selection: CartSelection,
    userId: string | null,
    heldDiscountCode: string | null,
  ): Promise<void>;
  /**
   * The last discount code that applied to the cookie's cart: its holder is told why it
   * stopped working, where anyone else reads an unknown code (docs/discounts.md).
   */
  heldDiscountCode(token: string): Promise<string | null>;
  /**
   * The invoiced party checkout's address step was last given for the cookie's cart; null:
   * none (docs/taxes.md "Prices including VAT").
   */
  billingParty(token: string): Promise<OrderParty | null>;
  /** Keeps the party the cart is priced for (null: forget it); the cart must have been saved. */
  keepBillingParty(token: string, party: OrderParty | null): Promise<void>;
  /** Destroys the cookie's cart and, for a logged-in user, every cart of theirs. */
  destroy(token: string | null, userId: string | null): Promise<void>;
}
