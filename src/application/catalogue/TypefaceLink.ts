/** A typeface as the footer lists it (spec §3, "Typeface link: name, page, class"). */
export interface TypefaceLink {
  name: string;
  /** The slug used in /typeface/{page}. */
  page: string;
  /** CSS class that sets the typeface's own web font. */
  class: string;
}
