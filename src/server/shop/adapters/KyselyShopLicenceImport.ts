import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { KyselyShopPriceLists } from './KyselyShopPriceLists';
import { readShopLicences } from './readShopLicences';

/**
 * Loads content/shop/licences.yaml into the shop tables, replacing what was there (the
 * content import's step for the price list). `db` is the import's transaction, which
 * KyselyContentImport builds each of its steps over; this step writes through the price
 * list's adapter over it.
 */
export class KyselyShopLicenceImport {
  constructor(private readonly db: Kysely<Database>) {}

  /** Answers the number of tiers imported. */
  async import(contentDir: string): Promise<number> {
    const priceList = await readShopLicences(contentDir);
    await new KyselyShopPriceLists(this.db).replace(priceList);
    return Object.values(priceList.licences).reduce(
      (sum, licence) => sum + licence.tiers.length,
      0,
    );
  }
}
