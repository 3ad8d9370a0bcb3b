/** docs/spec.md §9: "Blog page size: 15 on the blog index and 24 on filtered lists." */
export const BLOG_INDEX_PAGE_SIZE = 15;
export const BLOG_FILTER_PAGE_SIZE = 24;

/** docs/spec.md §2: 'in-use' is the fonts-in-use filter. */
export const FONTS_IN_USE_FILTER = 'in-use';
