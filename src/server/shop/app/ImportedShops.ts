import type { CollectionShop } from './CollectionShop';
import type { FamilyShop } from './FamilyShop';

/** Every shop the imported content sells. */
export interface Shops {
  /** Each family's shop, by page. */
  families: Map<string, FamilyShop>;
  /** Each collection sold as a bundle, by slug. */
  collections: Map<string, CollectionShop>;
}

/**
 * The shops as the last content import left them, read afresh at each call (CachedShopCatalogue
 * keeps them per content version). KyselyImportedShops is the adapter.
 */
export interface ImportedShops {
  /** None before the content has been imported. */
  read(): Promise<Shops>;
}
