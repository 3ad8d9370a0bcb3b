/** The site's own images (public/assets/images), named by the pages and their heads. */

/** The social card of a page that has none of its own. */
export const DEFAULT_SOCIAL_IMAGE = '/assets/images/social.png';

/** Shown where there is no image, or it fails to load (docs/spec.md §9). */
export const PLACEHOLDER_IMAGE = '/assets/images/placeholder.png';
