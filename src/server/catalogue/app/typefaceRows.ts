/**
 * A family's rows as the catalogue's tables hold them (database/tables/catalogueTables.ts),
 * written out as plain shapes so use cases read them without the database's types; the
 * adapter that reads them (KyselyTypefaceRows.ts) checks they stay the tables' own.
 */
export interface TypefaceRow {
  id: number;
  slug: string;
  name: string;
  css_class: string;
  sort_order: number;
  is_rtl: number;
  trial: number;
  description: string;
  overview_text: string;
  author: string;
  release_date: string;
  about_html: string;
  language_text: string;
  min_font_size: number;
  max_font_size: number;
  default_font_size: number;
  minisite_url: string | null;
  /** Path under content/, e.g. images/typefaces/eb-garamond.svg (null when there is none). */
  image: string | null;
  /** From the fonts: the version string of the Regular (or first) style. */
  version: string;
  has_small_caps_support: number;
  /** Script names detected in the cmap, as JSON, e.g. ["Latin","Greek","Cyrillic"]. */
  scripts_json: string;
  /** Every character of the family (union of its styles), as one string. */
  characters: string;
  /** GSUB/GPOS feature tags of the family (union of its styles), as JSON. */
  features_json: string;
  feature_texts_json: string;
  samples_json: string;
  /** Shop data from typeface.yaml, kept as written for the shop. */
  style_prices_json: string;
  /** Extra scripts offered as add-ons, only those the fonts really contain. */
  extra_scripts_json: string;
  /** The fonts' tester features and the content/tester lines the family can set, as JSON. */
  tester_json: string;
  updated_at: string;
}

export interface SubfamilyRow {
  id: number;
  typeface_id: number;
  name: string;
  sort_order: number;
}

export interface StyleRow {
  id: number;
  typeface_id: number;
  subfamily_id: number;
  /** Typographic subfamily name from the font, e.g. "Medium Italic". */
  name: string;
  /** name in lower case with hyphens: the web font's file name. */
  slug: string;
  /** File name of the retail font inside content/typefaces/<family>/. */
  file_name: string;
  postscript_name: string;
  weight: number;
  is_italic: number;
  sort_order: number;
  /** Short hash of the retail file: busts browser caches of the web font when it changes. */
  file_hash: string;
  /** fvar axes and named instances (FontVariation), as JSON. */
  variation_json: string;
}

export interface SubfamilyRecord extends SubfamilyRow {
  styles: StyleRow[];
}

/**
 * A family as its three tables hold it (read by KyselyTypefaceRows): what the catalogue's
 * adapters build the answers from and map the TypefaceRecord their port hands out from
 * (typefaceRecordOf.ts).
 */
export interface TypefaceRows {
  row: TypefaceRow;
  subfamilies: SubfamilyRecord[];
  styles: StyleRow[];
}

/** Each family with its own subfamilies and styles, from the three tables' rows in sort order. */
export function typefaceRowsOf(
  rows: TypefaceRow[],
  subfamilies: SubfamilyRow[],
  styles: StyleRow[],
): TypefaceRows[] {
  return rows.map((row) => {
    const own = styles.filter((style) => style.typeface_id === row.id);
    return {
      row,
      styles: own,
      subfamilies: subfamilies
        .filter((subfamily) => subfamily.typeface_id === row.id)
        .map((subfamily) => ({
          ...subfamily,
          styles: own.filter((style) => style.subfamily_id === subfamily.id),
        })),
    };
  });
}

export function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}
