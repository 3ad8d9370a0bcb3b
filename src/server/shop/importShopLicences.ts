import path from 'node:path';
import type { Kysely } from 'kysely';
import { LICENCE_CATEGORIES } from '../../domain/pricing/LicenceCategory';
import { asFields, ContentError, fieldReader } from '../content/contentFields';
import { readYamlFile } from '../content/contentFiles';
import type { Database } from '../database/schema';

const PRICE_SETTINGS_ROW_ID = 1;

/**
 * Loads content/shop/licences.yaml (tiers per category, extra scripts, option factors) into
 * the shop tables, replacing what was there: the file is the whole price list, so a tier
 * removed from it must stop being sellable. Runs inside the content import's transaction.
 * Answers the number of tiers imported.
 */
export async function importShopLicences(
  db: Kysely<Database>,
  contentDir: string,
): Promise<number> {
  const source = path.join(contentDir, 'shop', 'licences.yaml');
  const licences = fieldReader(asFields(await readYamlFile(source), source), source);
  const categories = asFields(licences.raw('categories'), `${source} "categories"`);

  await db.deleteFrom('licence_tiers').execute();
  await db.deleteFrom('licence_categories').execute();
  await db.deleteFrom('shop_scripts').execute();
  await db.deleteFrom('shop_price_settings').execute();

  let tierCount = 0;
  for (const category of LICENCE_CATEGORIES) {
    const where = `${source} categories.${category}`;
    const fields = fieldReader(asFields(categories[category], where), where);
    const tiers = fields.list('tiers').map((item) => {
      const tier = fieldReader(asFields(item, where), where);
      return { id: tier.text('id'), name: tier.text('name') };
    });
    if (tiers.length === 0) throw new ContentError(where, 'lists no tiers');
    const defaultTier = fields.optionalText('default');
    if (defaultTier !== null && !tiers.some((tier) => tier.id === defaultTier)) {
      throw new ContentError(where, `default "${defaultTier}" is not one of its tiers`);
    }
    await db
      .insertInto('licence_categories')
      .values({
        category,
        name: fields.text('name'),
        description: fields.text('description'),
        unit: fields.text('unit'),
        default_tier: defaultTier,
      })
      .execute();
    await db
      .insertInto('licence_tiers')
      .values(tiers.map((tier, position) => ({ category, position, ...tier })))
      .execute();
    tierCount += tiers.length;
  }

  const scripts = licences.list('scripts').map((item, index) => {
    const script = fieldReader(asFields(item, source), source);
    return { id: script.text('id'), name: script.text('name'), sort_order: index + 1 };
  });
  if (scripts.length > 0) await db.insertInto('shop_scripts').values(scripts).execute();

  await db
    .insertInto('shop_price_settings')
    .values({
      id: PRICE_SETTINGS_ROW_ID,
      package_multiplication: positiveNumber(licences.raw('package_multiplication'), source),
      single_style_multiplication: positiveNumber(
        licences.raw('single_style_multiplication'),
        source,
      ),
    })
    .execute();
  return tierCount;
}

function positiveNumber(value: unknown, source: string): number {
  if (typeof value !== 'number' || !(value > 0)) {
    throw new ContentError(source, 'multiplications must be positive numbers');
  }
  return value;
}
