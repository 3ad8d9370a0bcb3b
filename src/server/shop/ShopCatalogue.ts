import type { Kysely } from 'kysely';
import type { ContentVersionWatch } from '../catalogue/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../catalogue/perContentVersion';
import type { Database } from '../database/schema';
import type { FamilyShop } from './FamilyShop';
import { loadFamilyShops, type ShopSettings } from './loadFamilyShops';

/**
 * The families' shops, read from the database once per content version and kept in this
 * process. This is a cache of imported content (every process rebuilds the same thing from
 * the database), not state: carts never live here. Pricing a cart then needs no query for
 * the price list, which keeps the cart calls inside their 5 ms budget.
 */
export class ShopCatalogue {
  private readonly shops: PerContentVersion<Map<string, FamilyShop>>;

  constructor(db: Kysely<Database>, versions: ContentVersionWatch, settings: ShopSettings) {
    this.shops = perContentVersion(versions, () => loadFamilyShops(db, settings));
  }

  async family(page: string): Promise<FamilyShop | undefined> {
    return (await this.shops.get()).get(page);
  }
}
