import type { Kysely } from 'kysely';
import type { ContentVersionWatch } from '../catalogue/contentVersionWatch';
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
  private shops: Promise<Map<string, FamilyShop>> | undefined;
  private version: number | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions: ContentVersionWatch,
    private readonly settings: ShopSettings,
  ) {}

  async family(page: string): Promise<FamilyShop | undefined> {
    return (await this.all()).get(page);
  }

  private async all(): Promise<Map<string, FamilyShop>> {
    const version = await this.versions.current();
    if (!this.shops || version !== this.version) {
      this.version = version;
      const loading = loadFamilyShops(this.db, this.settings);
      // A failed load is not kept: the next call tries again.
      loading.catch(() => {
        if (this.shops === loading) this.shops = undefined;
      });
      this.shops = loading;
    }
    return this.shops;
  }
}
