/** Where the about page's html takes the newsletter form (docs/spec.md §2 "Newsletter and about"). */
export const SUBSCRIPTION_FORM_MARKER = '[[subscription-form]]';

export interface AboutTemplate {
  before: string;
  after: string;
  /** False when the template has no marker: then the form goes at the end. */
  hasMarker: boolean;
}

/**
 * Splits at the first marker. A marker that Markdown wrapped in its own paragraph would
 * leave an empty `<p></p>` on each side, so that wrapper goes with it.
 */
export function splitAboutTemplate(html: string): AboutTemplate {
  const wrapped = `<p>${SUBSCRIPTION_FORM_MARKER}</p>`;
  const marker = html.includes(wrapped) ? wrapped : SUBSCRIPTION_FORM_MARKER;
  const index = html.indexOf(marker);
  if (index === -1) return { before: html, after: '', hasMarker: false };
  return {
    before: html.slice(0, index),
    after: html.slice(index + marker.length),
    hasMarker: true,
  };
}
