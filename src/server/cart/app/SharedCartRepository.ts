import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { TaxDecision } from '../../../domain/tax/taxDecision';

/** A shared cart: its items, the discount code and the sharer's tax it was priced with. */
export interface SharedCart {
  items: CartItemSelection[];
  discountCode: string | null;
  /** The tax of the sharer's billing party (CartBillingParty.ts); null: none was known. */
  tax: TaxDecision | null;
}

/**
 * Frozen copies of carts behind /cart?id={id}. The items, the discount code and the tax the
 * sharer's cart was priced with are shared (docs/invoices.md "Quotes and shared links"):
 * the buyer type (student, graduate) belongs to whoever shared, not to whoever opens the link.
 * KyselySharedCartRepository is the adapter.
 */
export interface SharedCartRepository {
  /** Freezes the items, the discount code and the tax; answers the link's id. */
  create(
    items: readonly CartItemSelection[],
    discountCode: string | null,
    tax: TaxDecision | null,
  ): Promise<string>;
  find(id: string): Promise<SharedCart | undefined>;
}
