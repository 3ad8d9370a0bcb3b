import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../../catalogue/app/perContentVersion';
import type { CollectionShop } from './CollectionShop';
import type { FamilyShop } from './FamilyShop';
import type { ImportedShops, Shops } from './ImportedShops';
import type { ShopCatalogue } from './ShopCatalogue';

/**
 * The ShopCatalogue port over the imported content: the shops read (ImportedShops) once per
 * content version and kept in this process. This is a cache of imported content (every
 * process rebuilds the same thing from the database), not state: carts never live here.
 * Pricing a cart then needs no query for the price list, which keeps the cart calls inside
 * their 5 ms budget.
 */
export class CachedShopCatalogue implements ShopCatalogue {
  private readonly shops: PerContentVersion<Shops>;

  constructor(imported: ImportedShops, versions: ContentVersionWatch) {
    this.shops = perContentVersion(versions, () => imported.read());
  }

  async family(page: string): Promise<FamilyShop | undefined> {
    return (await this.shops.get()).families.get(page);
  }

  /** The collection of this slug, when it is sold as a bundle. */
  async collection(slug: string): Promise<CollectionShop | undefined> {
    return (await this.shops.get()).collections.get(slug);
  }
}
