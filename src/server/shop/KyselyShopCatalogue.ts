import type { Kysely } from 'kysely';
import type { ContentVersionWatch } from '../catalogue/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../catalogue/perContentVersion';
import type { Database } from '../database/schema';
import type { CollectionShop } from './CollectionShop';
import type { FamilyShop } from './FamilyShop';
import { loadCollectionShops } from './loadCollectionShops';
import { loadFamilyShops, type ShopSettings } from './loadFamilyShops';
import type { ShopCatalogue } from './ShopCatalogue';

interface Shops {
  families: Map<string, FamilyShop>;
  collections: Map<string, CollectionShop>;
}

/**
 * The ShopCatalogue port over the imported content: the shops read from the database once per
 * content version and kept in this process. This is a cache of imported content (every
 * process rebuilds the same thing from the database), not state: carts never live here.
 * Pricing a cart then needs no query for the price list, which keeps the cart calls inside
 * their 5 ms budget.
 */
export class KyselyShopCatalogue implements ShopCatalogue {
  private readonly shops: PerContentVersion<Shops>;

  constructor(db: Kysely<Database>, versions: ContentVersionWatch, settings: ShopSettings) {
    this.shops = perContentVersion(versions, async () => {
      const families = await loadFamilyShops(db, settings);
      return { families, collections: await loadCollectionShops(db, families) };
    });
  }

  async family(page: string): Promise<FamilyShop | undefined> {
    return (await this.shops.get()).families.get(page);
  }

  /** The collection of this slug, when it is sold as a bundle. */
  async collection(slug: string): Promise<CollectionShop | undefined> {
    return (await this.shops.get()).collections.get(slug);
  }
}
