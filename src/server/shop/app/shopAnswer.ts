import { stylePricesOnWire, type ShopAnswer } from '../../../contract/shop';
import { perLicenceCategory } from '../../../domain/pricing/LicenceCategory';
import type { FamilyShop, FamilyShopOption, FamilyShopOptionGroup } from './FamilyShop';

/** The answer's shape is the wire contract's (src/contract/shop.ts). */
export type { ShopAnswer };

type ShopGroupAnswer = ShopAnswer['shop']['styles'][number];

export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
}

/**
 * GET /api/v1/shops/{page}. The browser prices with the domain's `optionPrice` from
 * `settings` and `scripts`; the cart call prices again on the server with the same
 * functions and the same data.
 */
export function shopAnswer(shop: FamilyShop, currency: CurrencySettings): ShopAnswer {
  return {
    family_name: shop.family.name,
    slug: shop.family.page,
    header_class: shop.family.class,
    font: shop.font,
    formats: shop.formats,
    settings: {
      currency: currency.currency,
      currency_symbol: currency.currencySymbol,
      pro_multiplication: shop.pricing.proMultiplication,
      style_prices: stylePricesOnWire(shop.pricing.stylePriceCents),
      options: perLicenceCategory((category) =>
        shop.licences[category].tiers.map((tier) => ({ id: tier.id, name: tier.label })),
      ),
      defaults: perLicenceCategory((category) => shop.licences[category].default),
      licences: perLicenceCategory((category) => {
        const { name, description, unit } = shop.licences[category];
        return { name, description, unit };
      }),
    },
    scripts: shop.pricing.scripts.map((script) => ({
      id: script.id,
      name: script.name,
      multiplier: script.multiplier,
      pivot: { default_applied: shop.defaultScripts.includes(script.id) },
    })),
    shop: {
      families: shop.groups.families.map(groupAnswer),
      subfamilies: shop.groups.subfamilies.map(groupAnswer),
      styles: shop.groups.styles.map(groupAnswer),
    },
  };
}

function groupAnswer(group: FamilyShopOptionGroup): ShopGroupAnswer {
  return { name: group.name, options: group.options.map(optionAnswer) };
}

function optionAnswer(option: FamilyShopOption): ShopGroupAnswer['options'][number] {
  return {
    id: option.id,
    name: option.name,
    styles_no: option.styleCount,
    styles_no_display: option.styles_no_display,
    multiplication: option.multiplication,
    pro: option.pro,
    includes: includesAnswer(option.includes),
  };
}

/** What a package holds, by kind, as the answer writes it. */
export function includesAnswer(
  includes: Readonly<Record<string, readonly string[]>> | undefined,
): ShopGroupAnswer['options'][number]['includes'] {
  return Object.fromEntries(Object.entries(includes ?? {}).map(([kind, ids]) => [kind, [...ids]]));
}
