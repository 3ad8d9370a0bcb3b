/**
 * A typeface as the footer lists it (spec §3, "Typeface link: name, page, class"). The
 * class is left out: the footer sets no name in its family's face.
 */
export interface TypefaceLink {
  name: string;
  /** The slug used in /typeface/{page}. */
  page: string;
}
