import type { WebFontFace } from '../catalogue/TypefaceSummary';
import type { LicenceCategory } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';

/** One line as the cart shows it (docs/spec.md §3 "Cart item", the displayed part). */
export interface CartViewLine {
  id: string;
  type: LineKind;
  name: string;
  font_class: string;
  /** The chosen tier's description per category; null where not licensed. */
  options_text: Record<LicenceCategory, string | null>;
  /** Names of the extra scripts. */
  scripts: string[];
  price: number;
  /** `price` with the currency symbol, e.g. '$240'. */
  value: string;
  /** The tester set-up the line was added with, as the server described it. */
  tester?: CartLineTester | null;
  /** The order whose line this line upgrades; absent or null for a new licence. */
  upgradeOf?: string | null;
  /** A collection bundle's families by name; absent for any other line. */
  families?: string[];
}

/**
 * A line's tester set-up: the sample line, the set-up in words and the link that opens it,
 * and how the sample is set: its style's face, size, tracking, features, axes and language.
 */
export interface CartLineTester {
  text: string;
  summary: string;
  link: string;
  face?: WebFontFace | null;
  /** The tester's size in pixels; the cart sets it smaller where it must. */
  size?: number | null;
  /** Thousandths of an em. */
  tracking?: number;
  /** CSS font-feature-settings of the set-up (the tester's case and figures included). */
  featureSettings?: string;
  /** CSS font-variation-settings of a variable face; null for none. */
  variationSettings?: string | null;
  direction?: 'ltr' | 'rtl';
  /** The `lang` of the set-up's language (its locl forms). */
  lang?: string | null;
  /** All capitals or all lowercase, as the tester set the case. */
  textTransform?: 'none' | 'uppercase' | 'lowercase';
}

export interface NamedAmount {
  name: string;
  value: string;
}

/** The discount code the cart was priced with: applied, or refused with the reason. */
export interface DiscountCodeView {
  code: string;
  applied: boolean;
  message: string | null;
}

/** A priced cart as the server answers it (docs/spec.md §3 "Cart"), or as the browser estimates it. */
export interface CartView {
  lines: CartViewLine[];
  discounts: NamedAmount[];
  /** The tax line (VAT, reverse charge, US sales tax) once the buyer's country is known. */
  tax?: NamedAmount | null;
  discountCode?: DiscountCodeView | null;
  total: NamedAmount;
  /** The junior limit lowered some licences (docs/spec.md §5); `note` says so. */
  cart_modified: boolean;
  note: string | null;
}

/**
 * Before any answer and after the cart is emptied. Its total has no figure: the cart page
 * says the cart is empty instead, and the header writes the empty total in the configured
 * currency symbol (CartTotalStore).
 */
export const EMPTY_CART_VIEW: CartView = {
  lines: [],
  discounts: [],
  total: { name: 'Total', value: '' },
  cart_modified: false,
  note: null,
};
