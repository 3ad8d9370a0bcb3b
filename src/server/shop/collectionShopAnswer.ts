import { perLicenceCategory, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { ExtraScript } from '../../domain/pricing/ShopPricing';
import type { CollectionShop } from './CollectionShop';
import { stylesNoDisplay } from './shopOptionGroups';
import {
  shopAnswer,
  type CurrencySettings,
  type ShopOptionAnswer,
  type ShopScriptAnswer,
  type ShopSettingsAnswer,
} from './shopAnswer';

/**
 * GET /api/v1/shops/{slug}-collection: a collection sold as a bundle, with what the
 * collection page needs to offer the same licence choices as a family's shop and to price
 * the bundle with the domain's collectionBundlePrice (the cart prices it again on the
 * server from the same content).
 */
export interface CollectionShopAnswer {
  collection_name: string;
  /** The collection's page, which cart items name as their `typeface_page`. */
  slug: string;
  /** The bundle as a cart item names it (`kind` "collections", `option_id` its id). */
  bundle: { id: string; name: string; multiplication: number; styles_no: number };
  /** The shared tiers, defaults and words; `style_prices` are each family's own (below). */
  settings: Omit<ShopSettingsAnswer, 'style_prices'>;
  /** Only the scripts every family sells. */
  scripts: ShopScriptAnswer[];
  families: CollectionFamilyAnswer[];
}

export interface CollectionFamilyAnswer {
  page: string;
  name: string;
  class: string;
  style_prices: Readonly<Record<LicenceCategory, readonly number[]>>;
  scripts: ExtraScript[];
  /** The family package the bundle counts. */
  option: ShopOptionAnswer;
}

export function collectionShopAnswer(
  collection: CollectionShop,
  currency: CurrencySettings,
): CollectionShopAnswer {
  const [first] = collection.families;
  const shared = first ? shopAnswer(first, currency) : null;
  const { bundle } = collection;
  return {
    collection_name: bundle.name,
    slug: collection.page,
    bundle: {
      id: bundle.id,
      name: bundle.name,
      multiplication: bundle.multiplication,
      styles_no: bundle.families.reduce((sum, family) => sum + family.option.styles_no, 0),
    },
    settings: {
      currency: currency.currency,
      currency_symbol: currency.currencySymbol,
      pro_multiplication: collection.pricing.pro_multiplication,
      options: perLicenceCategory((category) =>
        collection.pricing.tiers[category].map((tier) => ({ id: tier.id, name: tier.label })),
      ),
      defaults: shared?.settings.defaults ?? perLicenceCategory(() => null),
      licences: shared?.settings.licences ?? perLicenceCategory(() => emptyWords),
    },
    scripts: collection.pricing.scripts.map((script) => ({
      ...script,
      pivot: {
        default_applied: collection.families.every((family) =>
          family.defaultScripts.includes(script.id),
        ),
      },
    })),
    families: bundle.families.map((family, index) => ({
      page: family.page,
      name: family.option.name,
      class: collection.families[index]?.family.class ?? '',
      style_prices: family.pricing.style_prices,
      scripts: family.pricing.scripts.map(({ id, name, multiplier }) => ({ id, name, multiplier })),
      option: {
        id: family.option.id,
        name: family.option.name,
        styles_no: family.option.styles_no,
        styles_no_display: stylesNoDisplay(family.option.styles_no),
        multiplication: family.option.multiplication,
        pro: family.option.pro,
        includes: family.option.includes ?? {},
      },
    })),
  };
}

const emptyWords = { name: '', description: '', unit: '' };
