import type { LicenceSelections } from './LicenceCategory';
import type { Cents } from './money';
import { optionPrice } from './optionPrice';
import { roundPrice } from './priceRounding';
import type {
  ExtraScript,
  IncludedOptions,
  LineOption,
  PurchasableOption,
  ShopPricing,
} from './ShopPricing';

/**
 * The font class of a bundle's line (`fontClass`): none. A line's name is set in its
 * family's face, whose web font holds only the glyphs of that family's names; a bundle spans
 * several families, so its name is set in the page's or document's own face.
 */
export const BUNDLE_FONT_CLASS = '';

/** One family of a collection: its shop's pricing and its family package. */
export interface BundleFamily {
  /** The family's typeface page, e.g. `eb-garamond`. */
  page: string;
  pricing: ShopPricing;
  /** The family package (kind `families`) its shop sells. */
  option: PurchasableOption;
}

/**
 * A collection sold as one licence across its families (docs/shop.md, "Collections as bundles"): the
 * families bought as family packages under the same licence, times the collection's own
 * multiplication (`multiplication` in content/collections/<slug>.yaml).
 */
export interface CollectionBundle {
  /** The cart's option id of the bundle: the collection's slug. */
  id: string;
  name: string;
  multiplication: number;
  families: readonly BundleFamily[];
}

/**
 * A bundle's multiplication is a discount on its families or nothing: above 1 the bundle
 * would cost more than buying its families one by one, which no customer should be offered.
 */
export function isBundleMultiplication(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= 1;
}

/**
 * The extra scripts a bundle offers: those every one of its families sells, in the first
 * family's order. A script only some families have would license glyphs the others lack.
 */
export function bundleScripts(families: readonly BundleFamily[]): ExtraScript[] {
  const [first, ...rest] = families;
  if (!first) return [];
  return first.pricing.scripts.filter((script) =>
    rest.every((family) => family.pricing.scripts.some((other) => other.id === script.id)),
  );
}

/**
 * What the bundle's line describes its licence with: the tiers every family shares
 * (content/shop/licences.yaml holds one list for all) and the scripts of bundleScripts.
 */
export function bundlePricing(bundle: CollectionBundle): ShopPricing | null {
  const first = bundle.families[0];
  return first ? { ...first.pricing, scripts: bundleScripts(bundle.families) } : null;
}

/**
 * Each family's package price under the licence (rounded as the shop shows it), summed,
 * in cents,
 * times the collection's multiplication, then rounded by the shop's rule. With a
 * multiplication of at most 1 it is never more than the families bought as packages.
 * Scripts not offered by every family are ignored, as the shop ignores unknown ones.
 */
export function collectionBundlePrice(
  bundle: CollectionBundle,
  selections: LicenceSelections,
  scriptIds: readonly string[] = [],
): Cents {
  const offered = new Set(bundleScripts(bundle.families).map((script) => script.id));
  const scripts = scriptIds.filter((id) => offered.has(id));
  const familiesCents = bundle.families.reduce(
    (sum, family) => sum + optionPrice(family.pricing, family.option, selections, scripts),
    0,
  );
  return roundPrice(familiesCents * bundle.multiplication);
}

/**
 * The bundle as a cart line's option: it holds every family package and all they hold, so
 * the cart takes out a family, subfamily or style line the bundle already licenses
 * (src/domain/cart/cartOverlap.ts), as a family takes out its styles.
 */
export function bundleOption(bundle: CollectionBundle): LineOption {
  const held = (kind: keyof IncludedOptions, family: BundleFamily) =>
    family.option.includes?.[kind] ?? [];
  return {
    id: bundle.id,
    kind: 'collections',
    name: bundle.name,
    styleCount: bundle.families.reduce((sum, family) => sum + family.option.styleCount, 0),
    multiplication: bundle.multiplication,
    pro: false,
    includes: {
      families: bundle.families.map((family) => family.option.id),
      subfamilies: bundle.families.flatMap((family) => held('subfamilies', family)),
      styles: bundle.families.flatMap((family) => held('styles', family)),
    },
  };
}

/** How a bundle's line names its families on the cart, quote, invoice, certificate and history. */
export function bundleFamiliesText(familyNames: readonly string[]): string {
  return `Families: ${familyNames.join(', ')}`;
}
