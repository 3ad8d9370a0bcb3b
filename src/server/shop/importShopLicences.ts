import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { KyselyShopPriceLists } from './KyselyShopPriceLists';
import { readShopLicences } from './readShopLicences';

/**
 * Loads content/shop/licences.yaml into the shop tables, replacing what was there (the
 * content import's step for the price list). `db` is the import's transaction, which
 * importContent hands to each of its steps; this step builds the price list's adapter over
 * it. Answers the number of tiers imported.
 */
export async function importShopLicences(
  db: Kysely<Database>,
  contentDir: string,
): Promise<number> {
  const priceList = await readShopLicences(contentDir);
  await new KyselyShopPriceLists(db).replace(priceList);
  return Object.values(priceList.licences).reduce((sum, licence) => sum + licence.tiers.length, 0);
}
