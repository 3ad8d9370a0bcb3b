import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { collectionShops } from '../app/collectionShops';
import type { FamilyShop } from '../app/FamilyShop';
import { familyShops, type ShopSettings } from './familyShops';
import type { ImportedShops, Shops } from '../app/ImportedShops';
import type { ShopPriceLists } from '../app/ShopPriceLists';

/**
 * The shops from the imported content in the database: the price list, then the families in
 * three queries and the collections in one. The rows stay here: familyShops and
 * collectionShops make them the shops' records.
 */
export class KyselyImportedShops implements ImportedShops {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly priceLists: ShopPriceLists,
    private readonly settings: ShopSettings,
  ) {}

  async read(): Promise<Shops> {
    const families = await this.families();
    const rows = await this.db
      .selectFrom('typeface_collections')
      .select(['slug', 'name', 'sections_json', 'bundle_multiplication'])
      .orderBy('slug')
      .execute();
    return { families, collections: collectionShops(rows, families) };
  }

  private async families(): Promise<Map<string, FamilyShop>> {
    const priceList = await this.priceLists.current();
    if (!priceList) return new Map();
    const [typefaces, subfamilies, styles] = await Promise.all([
      this.db.selectFrom('typefaces').selectAll().orderBy('sort_order').execute(),
      this.db.selectFrom('typeface_subfamilies').selectAll().orderBy('sort_order').execute(),
      this.db.selectFrom('typeface_styles').selectAll().orderBy('sort_order').execute(),
    ]);
    return familyShops(priceList, { typefaces, subfamilies, styles }, this.settings);
  }
}
