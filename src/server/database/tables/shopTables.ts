/**
 * The shop's price list from content/shop/licences.yaml, as Kysely sees it. Written only by
 * the content import (KyselyShopLicenceImport, through KyselyShopPriceLists); read by the shop and cart API. The prices of one
 * style per tier live with each typeface (`typefaces.style_prices_json`, keyed by tier id).
 */
export interface ShopTables {
  licence_categories: LicenceCategoriesTable;
  licence_tiers: LicenceTiersTable;
  shop_scripts: ShopScriptsTable;
  shop_price_settings: ShopPriceSettingsTable;
}

export interface LicenceCategoriesTable {
  /** desktop, web or app (domain LICENCE_CATEGORIES). */
  category: string;
  name: string;
  description: string;
  unit: string;
  /** Tier id selected when the shop opens; null leaves the category unselected. */
  default_tier: string | null;
}

export interface LicenceTiersTable {
  category: string;
  /** 0 for the cheapest tier: the index a cart's `options.{category}` holds. */
  position: number;
  id: string;
  name: string;
}

/** Every extra script the foundry sells; a family offers those its fonts contain. */
export interface ShopScriptsTable {
  id: string;
  name: string;
  sort_order: number;
}

/** One row (id 1): the per-option factors of the price list. */
export interface ShopPriceSettingsTable {
  id: number;
  package_multiplication: number;
  single_style_multiplication: number;
}
