import type { LicenceSelections } from './LicenceCategory';
import type { Cents } from './money';
import { roundPrice } from './priceRounding';
import {
  isPackage,
  type ExtraScript,
  type PurchasableOption,
  type ShopPricing,
} from './ShopPricing';
import { styleUnit } from './styleUnit';

/** Package (family or subfamily) = su × multiplication × number of styles, in cents. */
export function packageBasePrice(su: Cents, option: PurchasableOption): Cents {
  return su * option.multiplication * option.styleCount;
}

/** Single style = su × multiplication, in cents. */
export function singleStyleBasePrice(su: Cents, option: PurchasableOption): Cents {
  return su * option.multiplication;
}

/** The scripts a customer ticked, in the shop's order; unknown ids are ignored. */
export function chosenScripts(
  scripts: readonly ExtraScript[],
  scriptIds: readonly string[],
): ExtraScript[] {
  return scripts.filter((script) => scriptIds.includes(script.id));
}

/**
 * The unrounded price in cents (fractions of a cent kept): base, then × proMultiplication for pro options, then each chosen
 * script adds its multiplier × that price (scripts are charged on the pro price too,
 * since the pro file carries the extra glyphs as well).
 */
export function exactOptionPrice(
  pricing: ShopPricing,
  option: PurchasableOption,
  selections: LicenceSelections,
  scriptIds: readonly string[] = [],
): Cents {
  const su = styleUnit(pricing, selections);
  const base = isPackage(option.kind)
    ? packageBasePrice(su, option)
    : singleStyleBasePrice(su, option);
  const withPro = option.pro ? base * pricing.proMultiplication : base;
  const scriptFactor = chosenScripts(pricing.scripts, scriptIds).reduce(
    (factor, script) => factor + script.multiplier,
    1,
  );
  return withPro * scriptFactor;
}

/** What the customer pays for one option with the chosen licences and scripts, in cents. */
export function optionPrice(
  pricing: ShopPricing,
  option: PurchasableOption,
  selections: LicenceSelections,
  scriptIds: readonly string[] = [],
): Cents {
  const keepThreeQuarters = option.pro && !isPackage(option.kind);
  return roundPrice(exactOptionPrice(pricing, option, selections, scriptIds), keepThreeQuarters);
}
