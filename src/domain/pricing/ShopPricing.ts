import type { LicenceCategory, LicenceTier } from './LicenceCategory';
import type { Cents } from './money';

/** What a shop sells: whole families, subfamilies (both "packages") or single styles. */
export type OptionKind = 'families' | 'subfamilies' | 'styles';

/**
 * What a cart line sells: a shop option, or a collection bought as a bundle across its
 * families (collectionBundle.ts), which no family's shop lists.
 */
export type LineKind = OptionKind | 'collections';

/**
 * One purchasable line of the shop (docs/spec.md §3, whose wire names it id, name, styles_no,
 * multiplication, pro).
 */
export interface PurchasableOption {
  id: string;
  kind: OptionKind;
  name: string;
  /** Number of styles in a package; single styles count as one. */
  styleCount: number;
  /**
   * Price factor of this option. The shop gives every package the price list's
   * `package_multiplication` and every single style its `single_style_multiplication`
   * (content/shop/licences.yaml, 0.8 and 1), so the domain keeps no default of its own.
   */
  multiplication: number;
  pro: boolean;
  /**
   * The options a package holds, by kind: a family lists every subfamily and every style of
   * it, a subfamily its styles (closed, so a family names each style itself, not only
   * through its subfamilies). A single style holds nothing. The cart reads it to keep a
   * package and the styles it holds from being licensed twice (src/domain/cart/cartOverlap.ts).
   */
  includes?: IncludedOptions;
}

/** What one cart line sells: a shop's option, or a collection's bundle (collectionBundle.ts). */
export interface LineOption extends Omit<PurchasableOption, 'kind'> {
  kind: LineKind;
}

/** Option ids by kind, as the shop answer and cart items name them. */
export type IncludedOptions = Readonly<Partial<Record<OptionKind, readonly string[]>>>;

/** An extra script (e.g. Cyrillic, Greek) that adds `multiplier × price` when chosen. */
export interface ExtraScript {
  id: string;
  name: string;
  multiplier: number;
}

/** Everything the price of a shop's option depends on, besides the customer's choices. */
export interface ShopPricing {
  tiers: Readonly<Record<LicenceCategory, readonly LicenceTier[]>>;
  /**
   * `stylePriceCents[category][tierIndex]`: price of one style for that licence tier, in
   * cents (the content and the wire's `style_prices` write it in currency units).
   */
  stylePriceCents: Readonly<Record<LicenceCategory, readonly Cents[]>>;
  scripts: readonly ExtraScript[];
  proMultiplication: number;
}

export function isPackage(kind: LineKind): boolean {
  return kind !== 'styles';
}
