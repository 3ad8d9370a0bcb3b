import type { Kysely } from 'kysely';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { Database } from '../database/schema';
import type { ShopLicence } from './FamilyShop';

/** The shop-wide part of the price list (content/shop/licences.yaml), as imported. */
export interface ShopPriceList {
  licences: Record<LicenceCategory, ShopLicence>;
  /** Every script the foundry sells, by id (a family offers a subset). */
  scriptNames: ReadonlyMap<string, string>;
  package_multiplication: number;
  single_style_multiplication: number;
}

/** Reads the imported price list; null before the content has been imported. */
export async function loadShopPriceList(db: Kysely<Database>): Promise<ShopPriceList | null> {
  const [categories, tiers, scripts, settings] = await Promise.all([
    db.selectFrom('licence_categories').selectAll().execute(),
    db.selectFrom('licence_tiers').selectAll().orderBy('category').orderBy('position').execute(),
    db.selectFrom('shop_scripts').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('shop_price_settings').selectAll().where('id', '=', 1).executeTakeFirst(),
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
