import type { LicenceCategory, LicenceSelections } from '../../domain/pricing/LicenceCategory';
import type { OptionKind, PurchasableOption, ShopPricing } from '../../domain/pricing/ShopPricing';
import type { WebFontFace } from '../catalogue/TypefaceSummary';

/** One thing the shop sells, with what its row shows besides the price. */
export interface ShopOption extends PurchasableOption {
  /** The style count as the foundry writes it, e.g. '12 styles'. */
  stylesNoDisplay: string;
  /** The face a single style is set in; packages use the family's face. */
  font: WebFontFace | null;
}

/** A titled list of options: the family, a subfamily's package, or a subfamily's styles. */
export interface ShopOptionGroup {
  kind: OptionKind;
  name: string;
  options: ShopOption[];
}

/** One licence dropdown's words: 'Desktop licence', what it allows, what it counts. */
export interface LicenceDescription {
  name: string;
  description: string;
  unit: string;
}

/** docs/spec.md §3 "Shop data": everything the licence shop of one typeface shows and prices. */
export interface Shop {
  familyName: string;
  slug: string;
  /**
   * The family's font class (docs/spec.md §3 header_class), which names the family in the cart: it
   * becomes each cart item's font_class, which the browser maps to the family's web font
   * (TypefaceLibraryStore.fontOfClass) and the PDFs use to pick the typeface of a line.
   */
  headerClass: string;
  /** The family's regular face, for the heading and the package names. */
  font: WebFontFace | null;
  /**
   * What the family is delivered as: "Variable and static fonts (TTF, WOFF2, WOFF)"; null
   * for a collection's shop, whose families each say their own.
   */
  formats: string | null;
  currencySymbol: string;
  pricing: ShopPricing;
  licences: Record<LicenceCategory, LicenceDescription>;
  /** The licences preselected when the shop opens. */
  defaults: LicenceSelections;
  /** Ids of the scripts ticked when the shop opens (pivot.default_applied). */
  defaultScripts: string[];
  /** The family package first, then the subfamily packages. */
  packages: ShopOptionGroup[];
  /** Single styles, grouped by subfamily. */
  styles: ShopOptionGroup[];
}
