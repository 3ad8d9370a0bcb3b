import { familyFormats } from '../app/familyFormats';
import type { Selectable } from 'kysely';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../../domain/pricing/LicenceCategory';
import { toCents } from '../../../domain/pricing/money';
import type { ExtraScript } from '../../../domain/pricing/ShopPricing';
import {
  familyNameText,
  nameStyleAnswer,
  namedFamilyOf,
} from '../../catalogue/app/answers/nameFaces';
import { regularStyle } from '../../content/app/fonts/regularStyle';
import type { StyleRow, TypefaceRow } from '../../catalogue/app/typefaceRows';
import type { TypefaceSubfamiliesTable } from '../../database/tables/catalogueTables';
import type { FamilyShop } from '../app/FamilyShop';
import { familyTester } from '../app/familyTesterFacts';
import type { ShopPriceList } from '../app/shopPriceList';
import { optionGroups } from '../app/shopOptionGroups';

/** Constants the server's configuration owns (GET /settings answers the same values). */
export interface ShopSettings {
  pro_multiplication: number;
}

/** A style price missing for a tier is a content mistake the import let through. */
export class ShopContentError extends Error {
  constructor(page: string, problem: string) {
    super(`shop of ${page}: ${problem}`);
    this.name = 'ShopContentError';
  }
}

type SubfamilyRow = Selectable<TypefaceSubfamiliesTable>;

interface OfferedScript {
  id: string;
  multiplier: number;
  default_applied: boolean;
}

/** The imported rows a family's shop is built from, each list in sort order. */
export interface FamilyRows {
  typefaces: readonly TypefaceRow[];
  subfamilies: readonly SubfamilyRow[];
  styles: readonly StyleRow[];
}

/**
 * Every family's shop, by page, built from the imported price list and families
 * (KyselyImportedShops reads them). The answer is kept per content version by
 * CachedShopCatalogue, so this runs once per import.
 */
export function familyShops(
  priceList: ShopPriceList,
  { typefaces, subfamilies, styles }: FamilyRows,
  settings: ShopSettings,
): Map<string, FamilyShop> {
  const shops = new Map<string, FamilyShop>();
  for (const typeface of typefaces) {
    const page = typeface.slug;
    const ownSubfamilies = subfamilies.filter((row) => row.typeface_id === typeface.id);
    const ownStyles = styles.filter((row) => row.typeface_id === typeface.id);
    const offered = JSON.parse(typeface.extra_scripts_json) as OfferedScript[];
    const scripts: ExtraScript[] = offered.flatMap((script) => {
      const name = priceList.scriptNames.get(script.id);
      return name ? [{ id: script.id, name, multiplier: script.multiplier }] : [];
    });
    const regular = regularStyle(ownStyles);
    shops.set(page, {
      family: { name: typeface.name, page, class: typeface.css_class },
      releasedOn: typeface.release_date,
      // The shop sets the family's and its packages' names in it: the name subset is enough.
      font: regular
        ? nameStyleAnswer(
            typeface,
            regular,
            familyNameText(namedFamilyOf(typeface, ownSubfamilies, ownStyles)),
          )
        : null,
      licences: priceList.licences,
      pricing: {
        tiers: {
          desktop: priceList.licences.desktop.tiers,
          web: priceList.licences.web.tiers,
          app: priceList.licences.app.tiers,
        },
        stylePriceCents: stylePriceCents(page, typeface.style_prices_json, priceList),
        scripts,
        proMultiplication: settings.pro_multiplication,
      },
      defaultScripts: offered
        .filter((script) => script.default_applied && scripts.some((s) => s.id === script.id))
        .map((script) => script.id),
      groups: optionGroups(typeface, ownSubfamilies, ownStyles, priceList),
      formats: familyFormats(ownStyles),
      regularFontFile: regular ? `typefaces/${page}/${regular.file_name}` : null,
      tester: familyTester({ row: typeface, subfamilies: [], styles: ownStyles }),
    });
  }
  return shops;
}

/**
 * typeface.yaml keys prices by tier id, in currency units; the domain wants them by tier
 * index, in cents.
 */
function stylePriceCents(
  page: string,
  json: string,
  priceList: ShopPriceList,
): Record<LicenceCategory, number[]> {
  const byId = JSON.parse(json) as Partial<Record<LicenceCategory, Record<string, unknown>>>;
  const prices = {} as Record<LicenceCategory, number[]>;
  for (const category of LICENCE_CATEGORIES) {
    prices[category] = priceList.licences[category].tiers.map((tier) => {
      const price = byId[category]?.[tier.id];
      if (typeof price !== 'number' || !(price > 0)) {
        throw new ShopContentError(page, `style_prices.${category}.${tier.id} is not a price`);
      }
      return toCents(price);
    });
  }
  return prices;
}
