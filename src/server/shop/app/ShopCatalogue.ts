import type { CollectionShop } from './CollectionShop';
import type { FamilyShop } from './FamilyShop';

/**
 * The families' shops and the collections sold as bundles, as the cart pricer, the quote
 * and the shop and catalogue routes read them. CachedShopCatalogue is the adapter.
 */
export interface ShopCatalogue {
  family(page: string): Promise<FamilyShop | undefined>;
  /** The collection of this slug, when it is sold as a bundle. */
  collection(slug: string): Promise<CollectionShop | undefined>;
}
