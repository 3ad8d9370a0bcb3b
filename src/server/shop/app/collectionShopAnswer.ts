import { stylePricesOnWire, type CollectionShopAnswer } from '../../../contract/shop';
import { perLicenceCategory } from '../../../domain/pricing/LicenceCategory';
import type { CollectionShop } from './CollectionShop';
import { stylesNoDisplay } from './shopOptionGroups';
import { includesAnswer, shopAnswer, type CurrencySettings } from './shopAnswer';

/**
 * GET /api/v1/shops/{slug}-collection (the contract's `collectionShopAnswer`): a collection
 * sold as a bundle, with what the collection page needs to offer the same licence choices as
 * a family's shop and to price the bundle with the domain's collectionBundlePrice.
 */
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
      styles_no: bundle.families.reduce((sum, family) => sum + family.option.styleCount, 0),
    },
    settings: {
      currency: currency.currency,
      currency_symbol: currency.currencySymbol,
      pro_multiplication: collection.pricing.proMultiplication,
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
      style_prices: stylePricesOnWire(family.pricing.stylePriceCents),
      scripts: family.pricing.scripts.map(({ id, name, multiplier }) => ({ id, name, multiplier })),
      option: {
        id: family.option.id,
        name: family.option.name,
        styles_no: family.option.styleCount,
        styles_no_display: stylesNoDisplay(family.option.styleCount),
        multiplication: family.option.multiplication,
        pro: family.option.pro,
        includes: includesAnswer(family.option.includes),
      },
    })),
  };
}

const emptyWords = { name: '', description: '', unit: '' };
