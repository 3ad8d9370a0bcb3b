import type { StyleRow, TypefaceRow } from './typefaceRecords';

/** Where the browser fetches a style's web font; the hash makes the URL change with the file. */
export function webfontUrl(typefaceSlug: string, style: StyleRow): string {
  return `/fonts/${typefaceSlug}/${style.slug}.woff2?v=${style.file_hash}`;
}

/** The style a family is shown in when only one is: its upright regular, else its first. */
export function regularStyle(styles: readonly StyleRow[]): StyleRow | undefined {
  return styles.find((style) => style.weight === 400 && !style.is_italic) ?? styles[0];
}

/**
 * A style with what the browser needs for its @font-face rule (font-display: swap),
 * declared only for the faces a page shows.
 */
export function styleAnswer(typeface: TypefaceRow, style: StyleRow) {
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
  };
}
