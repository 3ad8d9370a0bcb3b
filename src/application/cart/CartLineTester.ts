import type { WebFontFace } from '../catalogue/TypefaceSummary';

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
