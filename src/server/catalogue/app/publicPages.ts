import { systemClock } from '../../application/Clock';
import { ROUTES } from '../../../site/routeTable';

/** One address a search engine may index, and when what it shows last changed. */
export interface PublicPage {
  /** Site path, e.g. '/typeface/eb-garamond'. */
  path: string;
  /** ISO date (YYYY-MM-DD). */
  lastModified: string;
  kind: 'page' | 'typeface' | 'collection' | 'shop' | 'post' | 'blog-category' | 'commission';
  /** The typeface, post or case study slug; the path for a page. */
  slug: string;
}

/**
 * Public routes with no parameter that are still not worth indexing: error and maintenance
 * screens, a visitor's own cart and checkout, and the Club (members only).
 */
const NOT_INDEXED: ReadonlySet<string> = new Set([
  '/404',
  '/maintenance',
  '/cart',
  '/checkout',
  '/club',
]);

/**
 * The routes with a parameter whose every page publicPages lists: an address of theirs that
 * it does not list names nothing (src/server/html/renderedPages.ts sends it the 404 page
 * without a render). Not these: `/blog/:filter` also filters by typeface, a post is found under
 * any of its categories, and a collection's shop (`/shops/<slug>-collection`) is not listed.
 */
export const FULLY_LISTED_ROUTES: ReadonlySet<string> = new Set([
  '/typeface/:font',
  '/commissions/:slug',
]);

const day = (iso: string) => iso.slice(0, 10);
const newest = (dates: readonly string[], otherwise: string) =>
  dates.reduce((latest, date) => (day(date) > latest ? day(date) : latest), otherwise);

/** What the index is made from: the imported content's slugs and dates (ISO text). */
export interface IndexedContent {
  /** When content was last imported; null before the first import. */
  importedAt: string | null;
  /** In sort order. */
  typefaces: ReadonlyArray<{ slug: string; updatedAt: string }>;
  collectionSlugs: readonly string[];
  /** Newest first. */
  posts: ReadonlyArray<{ slug: string; category: string; date: string }>;
  /** Each category a post is filed under, with that post's date. */
  postCategories: ReadonlyArray<{ category: string; date: string }>;
  /** Newest first. */
  commissions: ReadonlyArray<{ slug: string; publishedAt: string }>;
}

/** Every public page of the site with its last change (SiteIndex.publicPages). */
export function publicPages({
  importedAt,
  typefaces,
  collectionSlugs,
  posts,
  postCategories,
  commissions,
}: IndexedContent): PublicPage[] {
  // Pages written in content/pages or the home blocks change when content is imported.
  const contentDay = day(importedAt ?? systemClock.now().toISOString());
  const typefaceDay = newest(
    typefaces.map((typeface) => typeface.updatedAt),
    '',
  );
  const postDay = newest(
    posts.map((post) => post.date),
    '',
  );
  const commissionDay = newest(
    commissions.map((commission) => commission.publishedAt),
    '',
  );
  const listDays: Record<string, string> = {
    '/typefaces': typefaceDay || contentDay,
    '/blog': postDay || contentDay,
    '/commissions': commissionDay || contentDay,
  };

  const pages: PublicPage[] = ROUTES.filter(
    (route) => route.access === 'public' && !route.path.includes(':'),
  )
    .filter((route) => !NOT_INDEXED.has(route.path))
    .map((route) => ({
      path: route.path,
      lastModified: listDays[route.path] ?? contentDay,
      kind: 'page',
      slug: route.path,
    }));
  for (const typeface of typefaces) {
    const lastModified = day(typeface.updatedAt);
    pages.push(
      { path: `/typeface/${typeface.slug}`, lastModified, kind: 'typeface', slug: typeface.slug },
      { path: `/shops/${typeface.slug}`, lastModified, kind: 'shop', slug: typeface.slug },
    );
  }
  for (const collectionSlug of collectionSlugs) {
    const slug = `${collectionSlug}-collection`;
    pages.push({ path: `/typeface/${slug}`, lastModified: contentDay, kind: 'collection', slug });
  }
  const categories = [...new Set(postCategories.map((filed) => filed.category))].sort();
  for (const category of categories) {
    const dates = postCategories
      .filter((filed) => filed.category === category)
      .map((filed) => filed.date);
    pages.push({
      path: `/blog/${category}`,
      lastModified: newest(dates, contentDay),
      kind: 'blog-category',
      slug: category,
    });
  }
  for (const post of posts) {
    pages.push({
      path: `/blog/${post.category}/${post.slug}`,
      lastModified: day(post.date),
      kind: 'post',
      slug: post.slug,
    });
  }
  for (const commission of commissions) {
    pages.push({
      path: `/commissions/${commission.slug}`,
      lastModified: day(commission.publishedAt),
      kind: 'commission',
      slug: commission.slug,
    });
  }
  return pages;
}
