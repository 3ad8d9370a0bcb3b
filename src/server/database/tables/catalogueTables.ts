import type { Generated } from 'kysely';

/**
 * The catalogue's tables (typefaces, posts, case studies, pages), as Kysely sees them.
 * Written only by the content import (src/server/content); read by the catalogue API.
 * Lists and nested editorial data that are only ever read whole are stored as JSON text
 * (`*_json`); everything the API filters or joins on is a column of its own.
 * Booleans are integers 0/1 and dates ISO text, as everywhere in ../database/schema.ts.
 */
export interface CatalogueTables {
  typefaces: TypefacesTable;
  typeface_subfamilies: TypefaceSubfamiliesTable;
  typeface_styles: TypefaceStylesTable;
  typeface_collections: TypefaceCollectionsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_post_categories: BlogPostCategoriesTable;
  blog_post_families: BlogPostFamiliesTable;
  commissions: CommissionsTable;
  commission_lists: CommissionListsTable;
  commission_snippets: CommissionSnippetsTable;
  content_pages: ContentPagesTable;
  home_blocks: HomeBlocksTable;
  content_imports: ContentImportsTable;
}

export interface TypefacesTable {
  id: Generated<number>;
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
  /** From the fonts: script names detected in the cmap, e.g. ["Latin","Greek","Cyrillic"]. */
  scripts_json: string;
  /** From the fonts: every character of the family (union of its styles), as one string. */
  characters: string;
  /** From the fonts: GSUB/GPOS feature tags of the family (union of its styles). */
  features_json: string;
  feature_texts_json: string;
  samples_json: string;
  /** Shop data from typeface.yaml, kept as written for the shop. */
  style_prices_json: string;
  /** Extra scripts offered as add-ons, only those the fonts really contain. */
  extra_scripts_json: string;
  /**
   * From the fonts: the features that change each script, and the fonts' feature names
   * (TesterFeatures); with the content/tester lines the family can set (`languageSamples`).
   */
  tester_json: Generated<string>;
  updated_at: string;
}

export interface TypefaceSubfamiliesTable {
  id: Generated<number>;
  typeface_id: number;
  name: string;
  sort_order: number;
}

export interface TypefaceStylesTable {
  id: Generated<number>;
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
  /** From the font: fvar axes and named instances (FontVariation); empty lists for a static font. */
  variation_json: Generated<string>;
}

export interface TypefaceCollectionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  about_html: string;
  /** Sections with their items, as in the YAML (typeface page slugs, image paths). */
  sections_json: string;
  minisite_url: string | null;
  minisite_link_name: string | null;
  minisite_image: string | null;
  minisite_image_gif: string | null;
  /** The bundle's multiplication (collectionBundle.ts); null: not sold as a bundle. */
  bundle_multiplication: number | null;
}

export interface BlogCategoriesTable {
  slug: string;
  name: string;
  sort_order: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Main category slug: the first segment of /blog/{category}/{slug}. */
  category: string;
  date: string;
  designer: string | null;
  image: string;
  excerpt: string;
  description: string;
  sidebar_text: string;
  html: string;
}

export interface BlogPostCategoriesTable {
  post_id: number;
  category_slug: string;
  position: number;
}

export interface BlogPostFamiliesTable {
  post_id: number;
  typeface_slug: string;
  position: number;
}

export interface CommissionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  project_category: string;
  published_at: string;
  designer: string | null;
  summary: string;
  description: string;
  sidebar_text: string;
  featured: number;
  header_image: string | null;
  featured_image: string | null;
  thumbnail_image: string | null;
  typeface: string | null;
  related_json: string;
  content_html: string;
}

export interface CommissionListsTable {
  slug: string;
  name: string;
  sort_order: number;
  commission_slugs_json: string;
}

export interface CommissionSnippetsTable {
  position: number;
  title: string;
  content_html: string;
}

export interface ContentPagesTable {
  name: string;
  title: string;
  description: string;
  members_only: number;
  html: string;
}

export interface HomeBlocksTable {
  position: number;
  type: number;
  content_html: string | null;
}

/** One row (id 1): what was imported last, so every process can tell its cache is stale. */
export interface ContentImportsTable {
  id: number;
  /** Raised by every import that changed something; answer caches compare it. */
  version: number;
  /** Hash of the content/ files' names, sizes and times: an unchanged tree is not re-imported. */
  fingerprint: string;
  imported_at: string;
}
