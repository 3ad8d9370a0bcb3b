import type { Kysely } from 'kysely';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../../domain/pricing/LicenceCategory';
import type { Database } from '../../database/schema';
import type { ShopLicence } from '../app/FamilyShop';
import type { ShopPriceList } from '../app/shopPriceList';
import type { ShopPriceLists } from '../app/ShopPriceLists';

const PRICE_SETTINGS_ROW_ID = 1;

/**
 * The price list in the shop tables (shopTables.ts): a category's default tier is stored by
 * id, a tier's place by position, and the scripts in the file's order.
 */
export class KyselyShopPriceLists implements ShopPriceLists {
  /** `db` is the content import's transaction when it replaces the list. */
  constructor(private readonly db: Kysely<Database>) {}

  async current(): Promise<ShopPriceList | null> {
    const db = this.db;
    const [categories, tiers, scripts, settings] = await Promise.all([
      db.selectFrom('licence_categories').selectAll().execute(),
      db.selectFrom('licence_tiers').selectAll().orderBy('category').orderBy('position').execute(),
      db.selectFrom('shop_scripts').selectAll().orderBy('sort_order').execute(),
      db
        .selectFrom('shop_price_settings')
        .selectAll()
        .where('id', '=', PRICE_SETTINGS_ROW_ID)
        .executeTakeFirst(),
    ]);
    if (!settings) return null;
    const licences = {} as Record<LicenceCategory, ShopLicence>;
    for (const category of LICENCE_CATEGORIES) {
      const row = categories.find((candidate) => candidate.category === category);
      if (!row) return null;
      const own = tiers
        .filter((tier) => tier.category === category)
        .map((tier) => ({ id: tier.id, label: tier.name }));
      const defaultIndex = own.findIndex((tier) => tier.id === row.default_tier);
      licences[category] = {
        name: row.name,
        description: row.description,
        unit: row.unit,
        tiers: own,
        default: defaultIndex >= 0 ? defaultIndex : null,
      };
    }
    return {
      licences,
      scriptNames: new Map(scripts.map((script) => [script.id, script.name])),
      package_multiplication: Number(settings.package_multiplication),
      single_style_multiplication: Number(settings.single_style_multiplication),
    };
  }

  async replace(priceList: ShopPriceList): Promise<void> {
    const db = this.db;
    await db.deleteFrom('licence_tiers').execute();
    await db.deleteFrom('licence_categories').execute();
    await db.deleteFrom('shop_scripts').execute();
    await db.deleteFrom('shop_price_settings').execute();
    for (const category of LICENCE_CATEGORIES) {
      const licence = priceList.licences[category];
      await db
        .insertInto('licence_categories')
        .values({
          category,
          name: licence.name,
          description: licence.description,
          unit: licence.unit,
          default_tier:
            licence.default === null ? null : (licence.tiers[licence.default]?.id ?? null),
        })
        .execute();
      const tiers = licence.tiers.map((tier, position) => ({
        category,
        position,
        id: tier.id,
        name: tier.label,
      }));
      if (tiers.length > 0) await db.insertInto('licence_tiers').values(tiers).execute();
    }
    const scripts = [...priceList.scriptNames].map(([id, name], index) => ({
      id,
      name,
      sort_order: index + 1,
    }));
    if (scripts.length > 0) await db.insertInto('shop_scripts').values(scripts).execute();
    await db
      .insertInto('shop_price_settings')
      .values({
        id: PRICE_SETTINGS_ROW_ID,
        package_multiplication: priceList.package_multiplication,
        single_style_multiplication: priceList.single_style_multiplication,
      })
      .execute();
  }
}
