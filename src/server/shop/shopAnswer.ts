import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { ExtraScript, OptionKind } from '../../domain/pricing/ShopPricing';
import type { StyleAnswer } from '../catalogue/answers/styleAnswer';
import type { FamilyShop, ShopFamily, ShopLicence, ShopOption } from './FamilyShop';

/**
 * GET /api/v1/shops/{page}. The browser prices with the domain's `optionPrice` from
 * `{tiers: licences[c].tiers, style_prices, scripts, pro_multiplication}`; the cart call
 * prices again on the server with the same functions and the same data.
 */
export interface ShopAnswer {
  family: ShopFamily;
  /**
   * The family's regular style, as GET /typefaces gives each family's `font`: the browser
   * sets the family's name and packages in it without repeating the rule.
   */
  font: StyleAnswer | null;
  settings: {
    currency: string;
    currency_symbol: string;
    pro_multiplication: number;
  };
  /** The three licence dropdowns, in domain LICENCE_CATEGORIES order. */
  licences: Record<LicenceCategory, ShopLicence>;
  /** Price of one style by tier index: `style_prices[category][tierIndex]`. */
  style_prices: Readonly<Record<LicenceCategory, readonly number[]>>;
  /** Only the extra scripts this family's fonts contain (none for Vazirmatn). */
  scripts: (ExtraScript & { default_applied: boolean })[];
  /** families: the whole-family package; subfamilies: packages; styles: single styles. */
  options: Record<OptionKind, ShopOption[]>;
}

export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
}

export function shopAnswer(shop: FamilyShop, currency: CurrencySettings): ShopAnswer {
  return {
    family: shop.family,
    font: shop.font,
    settings: {
      currency: currency.currency,
      currency_symbol: currency.currencySymbol,
      pro_multiplication: shop.pricing.pro_multiplication,
    },
    licences: shop.licences,
    style_prices: shop.pricing.style_prices,
    scripts: shop.pricing.scripts.map((script) => ({
      ...script,
      default_applied: shop.defaultScripts.includes(script.id),
    })),
    options: shop.options,
  };
}
