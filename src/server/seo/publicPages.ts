import type { Kysely } from 'kysely';
import { ROUTES } from '../../site/routeTable';
import type { Database } from '../database/schema';

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

const day = (iso: string) => iso.slice(0, 10);
const newest = (dates: readonly string[], otherwise: string) =>
  dates.reduce((latest, date) => (day(date) > latest ? day(date) : latest), otherwise);

/** Every public page of the site with its last change, read from the imported content. */
export async function publicPages(db: Kysely<Database>): Promise<PublicPage[]> {
  const [imported, typefaces, collections, posts, postCategories, commissions] = await Promise.all([
    db.selectFrom('content_imports').select('imported_at').executeTakeFirst(),
    db.selectFrom('typefaces').select(['slug', 'updated_at']).orderBy('sort_order').execute(),
    db.selectFrom('typeface_collections').select('slug').orderBy('slug').execute(),
    db
      .selectFrom('blog_posts')
      .select(['slug', 'category', 'date'])
      .orderBy('date', 'desc')
      .execute(),
    db
      .selectFrom('blog_post_categories')
      .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_categories.post_id')
      .select(['blog_post_categories.category_slug as category', 'blog_posts.date'])
      .execute(),
    db
      .selectFrom('commissions')
      .select(['slug', 'published_at'])
      .orderBy('published_at', 'desc')
      .execute(),
  ]);
  // Pages written in content/pages or the home blocks change when content is imported.
  const contentDay = day(imported?.imported_at ?? new Date().toISOString());
  const typefaceDay = newest(
    typefaces.map((row) => row.updated_at),
    '',
  );
  const postDay = newest(
    posts.map((row) => row.date),
    '',
  );
  const commissionDay = newest(
    commissions.map((row) => row.published_at),
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
    const lastModified = day(typeface.updated_at);
    pages.push(
      { path: `/typeface/${typeface.slug}`, lastModified, kind: 'typeface', slug: typeface.slug },
      { path: `/shops/${typeface.slug}`, lastModified, kind: 'shop', slug: typeface.slug },
    );
  }
  for (const collection of collections) {
    const slug = `${collection.slug}-collection`;
    pages.push({ path: `/typeface/${slug}`, lastModified: contentDay, kind: 'collection', slug });
  }
  const categories = [...new Set(postCategories.map((row) => row.category))].sort();
  for (const category of categories) {
    const dates = postCategories.filter((row) => row.category === category).map((r) => r.date);
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
      lastModified: day(commission.published_at),
      kind: 'commission',
      slug: commission.slug,
    });
  }
  return pages;
}
