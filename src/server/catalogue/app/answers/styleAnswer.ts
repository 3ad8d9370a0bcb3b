import { testerSubsetVariant } from '../files/testerSubset';
import type { UnicodeSubsetName } from '../files/unicodeSubsets';
import type { StyleAnswer } from '../../../../contract/catalogue/style';
import type { FontVariation } from '../../../content/app/fonts/FontFacts';
import type { StyleRow, TypefaceRow } from '../typefaceRows';

/** Where the browser fetches a style's web font; the hash makes the URL change with the file. */
export function webfontUrl(typefaceSlug: string, style: StyleRow): string {
  return `/fonts/${typefaceSlug}/${style.slug}.woff2?v=${style.file_hash}`;
}

/**
 * The style's tester subset of one script (adapters/files/testerWebfonts.ts), versioned as
 * the whole file.
 */
export function testerSubsetUrl(
  typefaceSlug: string,
  style: StyleRow,
  subset: UnicodeSubsetName,
): string {
  return `/fonts/${typefaceSlug}/${style.slug}.${testerSubsetVariant(subset)}.woff2?v=${style.file_hash}`;
}

/**
 * A style with what the browser needs for its @font-face rule (font-display: swap),
 * declared only for the faces a page shows.
 */
export function styleAnswer(
  typeface: Pick<TypefaceRow, 'name' | 'slug'>,
  style: StyleRow,
): StyleAnswer {
  return {
    id: style.id,
    name: style.name,
    slug: style.slug,
    typeface_subfamily_id: style.subfamily_id,
    sort_order: style.sort_order,
    font_family: typeface.name,
    font_weight: style.weight,
    font_style: style.is_italic ? 'italic' : 'normal',
    font_display: 'swap',
    woff2_url: webfontUrl(typeface.slug, style),
    variation: JSON.parse(style.variation_json) as FontVariation,
  };
}
