import type { CartSelection } from '../../contract/cartAnswer';

/**
 * Frozen copies of carts behind /cart?id={id}. Only the items are shared: the buyer type
 * (student, graduate) belongs to whoever shared, not to whoever opens the link.
 * KyselySharedCartRepository is the adapter.
 */
export interface SharedCartRepository {
  /** Freezes the items; answers the link's id. */
  create(items: readonly CartSelection[]): Promise<string>;
  find(id: string): Promise<CartSelection[] | undefined>;
}
