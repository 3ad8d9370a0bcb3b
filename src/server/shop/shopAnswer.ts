import { perLicenceCategory, type LicenceCategory } from '../../domain/pricing/LicenceCategory';
import {
  type ExtraScript,
  type IncludedOptions,
  type OptionKind,
} from '../../domain/pricing/ShopPricing';
import type { StyleAnswer } from '../catalogue/answers/styleAnswer';
import type { FamilyShop, ShopOption, ShopOptionGroup } from './FamilyShop';

/**
 * GET /api/v1/shops/{page}, in the words of spec §3 "Shop data (per typeface)". The browser
 * prices with the domain's `optionPrice` from `settings` and `scripts`; the cart call prices
 * again on the server with the same functions and the same data. Fields the spec does not
 * list (`font`, `settings.currency_symbol`, `settings.licences`) are what the page also shows.
 */
export interface ShopAnswer {
  family_name: string;
  slug: string;
  /** The family's font class: cart lines carry it as their `font_class`. */
  header_class: string;
  /**
   * The family's regular style, as GET /typefaces gives each family's `font`: the browser
   * sets the family's name and packages in it without repeating the rule.
   */
  font: StyleAnswer | null;
  settings: ShopSettingsAnswer;
  /** Only the extra scripts this family's fonts contain (none for Vazirmatn). */
  scripts: ShopScriptAnswer[];
  /** families: the whole-family package; subfamilies: packages; styles: per subfamily. */
  shop: Record<OptionKind, ShopGroupAnswer[]>;
}

export interface ShopSettingsAnswer {
  currency: string;
  currency_symbol: string;
  pro_multiplication: number;
  /** Price of one style by tier: `style_prices[category][i]` prices `options[category][i]`. */
  style_prices: Readonly<Record<LicenceCategory, readonly number[]>>;
  /** Each licence dropdown's tiers, cheapest first; a cart item's `options` index into them. */
  options: Record<LicenceCategory, LicenceOptionAnswer[]>;
  /** The tier index each dropdown opens on; null leaves that licence unselected. */
  defaults: Record<LicenceCategory, number | null>;
  /** Each dropdown's name, what it allows and what its tiers count. */
  licences: Record<LicenceCategory, LicenceWordsAnswer>;
}

export interface LicenceOptionAnswer {
  id: string;
  name: string;
}

export interface LicenceWordsAnswer {
  name: string;
  description: string;
  unit: string;
}

export interface ShopScriptAnswer extends ExtraScript {
  /** Whether the script is ticked when the shop opens (the content's preselection). */
  pivot: { default_applied: boolean };
}

export interface ShopGroupAnswer {
  name: string;
  options: ShopOptionAnswer[];
}

/** A cart item names one by its group's kind (`shop` key) and its `id`. */
export interface ShopOptionAnswer {
  id: string;
  name: string;
  styles_no: number;
  styles_no_display: string;
  multiplication: number;
  pro: boolean;
  /**
   * The subfamily and style ids a package holds (`{}` for a single style): the shop shows
   * "Included in …" for what a package in the cart already licenses, and the cart takes such
   * lines out when the package is added.
   */
  includes: IncludedOptions;
}

export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
}

export function shopAnswer(shop: FamilyShop, currency: CurrencySettings): ShopAnswer {
  return {
    family_name: shop.family.name,
    slug: shop.family.page,
    header_class: shop.family.class,
    font: shop.font,
    settings: {
      currency: currency.currency,
      currency_symbol: currency.currencySymbol,
      pro_multiplication: shop.pricing.pro_multiplication,
      style_prices: shop.pricing.style_prices,
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

function groupAnswer(group: ShopOptionGroup): ShopGroupAnswer {
  return { name: group.name, options: group.options.map(optionAnswer) };
}

function optionAnswer(option: ShopOption): ShopOptionAnswer {
  return {
    id: option.id,
    name: option.name,
    styles_no: option.styles_no,
    styles_no_display: option.styles_no_display,
    multiplication: option.multiplication,
    pro: option.pro,
    includes: option.includes ?? {},
  };
}
