import type { CartSelection } from '../../contract/cartAnswer';

/** A shared cart: its items and the discount code it was priced with. */
export interface SharedCart {
  items: CartSelection[];
  discountCode: string | null;
}

/**
 * Frozen copies of carts behind /cart?id={id}. The items and the discount code are shared:
 * the buyer type (student, graduate) belongs to whoever shared, not to whoever opens the link.
 * KyselySharedCartRepository is the adapter.
 */
export interface SharedCartRepository {
  /** Freezes the items and the discount code; answers the link's id. */
  create(items: readonly CartSelection[], discountCode: string | null): Promise<string>;
  find(id: string): Promise<SharedCart | undefined>;
}
