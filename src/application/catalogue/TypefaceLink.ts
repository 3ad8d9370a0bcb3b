/**
 * A typeface as the footer lists it (docs/spec.md §3, "Typeface link: name, page, class"). The
 * class is left out: the footer finds each name's face in the library by page.
 */
export interface TypefaceLink {
  name: string;
  /** The slug used in /typeface/{page}. */
  page: string;
}
