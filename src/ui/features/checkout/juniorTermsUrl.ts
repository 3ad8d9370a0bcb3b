/**
 * The junior (student and graduate) licensing terms: docs/spec.md §2 has them on a page of their
 * own outside the checkout; this foundry keeps them in the students section of the
 * information page, opened in a new tab so the checkout keeps its state.
 */
export const JUNIOR_TERMS_URL = '/information#students';
