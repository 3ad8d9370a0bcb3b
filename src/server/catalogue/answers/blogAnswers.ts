import type { Kysely, SelectQueryBuilder } from 'kysely';
import { contentImageUrl } from '../../content/contentDirectory';
import type { Database } from '../../database/schema';
import { failed, succeeded } from '../../application/Result';
import { contentNotFound } from '../ContentNotFound';
import { pageWindow, type PageRequest } from '../pagination';

/** How many posts the 'Recent blog posts' lists show. */
export const RECENT_POSTS_COUNT = 4;

type PostQuery = SelectQueryBuilder<Database, 'blog_posts', object>;

interface PostLinks {
  categories: Map<number, Array<{ name: string; slug: string }>>;
  families: Map<number, Array<{ name: string; slug: string; class: string }>>;
}

async function linksOf(db: Kysely<Database>, ids: number[]): Promise<PostLinks> {
  const links: PostLinks = { categories: new Map(), families: new Map() };
  if (ids.length === 0) return links;
  const [categories, families] = await Promise.all([
    db
      .selectFrom('blog_post_categories')
      .innerJoin('blog_categories', 'blog_categories.slug', 'blog_post_categories.category_slug')
      .select(['blog_post_categories.post_id', 'blog_categories.name', 'blog_categories.slug'])
      .where('blog_post_categories.post_id', 'in', ids)
      .orderBy('blog_post_categories.position')
      .execute(),
    db
      .selectFrom('blog_post_families')
      .innerJoin('typefaces', 'typefaces.slug', 'blog_post_families.typeface_slug')
      .select([
        'blog_post_families.post_id',
        'typefaces.name',
        'typefaces.slug',
        'typefaces.css_class',
      ])
      .where('blog_post_families.post_id', 'in', ids)
      .orderBy('blog_post_families.position')
      .execute(),
  ]);
  for (const { post_id, name, slug } of categories) {
    links.categories.set(post_id, [...(links.categories.get(post_id) ?? []), { name, slug }]);
  }
  for (const { post_id, name, slug, css_class } of families) {
    links.families.set(post_id, [
      ...(links.families.get(post_id) ?? []),
      { name, slug, class: css_class },
    ]);
  }
  return links;
}

function newestFirst(query: PostQuery) {
  return query.orderBy('blog_posts.date', 'desc').orderBy('blog_posts.slug');
}

/** A page of posts as list items (docs/spec.md §3 "Blog post list item"), with where the page landed. */
async function postPage(db: Kysely<Database>, filtered: PostQuery, request: PageRequest) {
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(total), request);
  const rows = await newestFirst(filtered)
    .selectAll('blog_posts')
    .limit(window.count)
    .offset(window.offset)
    .execute();
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => {
      const families = links.families.get(row.id) ?? [];
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        category: row.category,
        image: contentImageUrl(row.image),
        excerpt: row.excerpt,
        description: row.description,
        date: row.date,
        class: families[0]?.class ?? '',
        typeface: families[0]?.name ?? null,
        categories: links.categories.get(row.id) ?? [],
        families: families.map(({ name, slug }) => ({ name, slug })),
      };
    }),
    total: Number(total),
    page: window.page,
    last_page: window.last_page,
    count: window.count,
  };
}

/** GET /blog/posts. */
export function postListAnswer(db: Kysely<Database>, request: PageRequest) {
  return postPage(db, db.selectFrom('blog_posts'), request);
}

/** GET /blog/posts/filter/{filter}: 'in-use', a typeface page or a category slug. */
export async function filteredPostListAnswer(
  db: Kysely<Database>,
  filter: string,
  request: PageRequest,
) {
  const typeface = await db
    .selectFrom('typefaces')
    .select('slug')
    .where('slug', '=', filter)
    .executeTakeFirst();
  if (typeface) {
    const withFamily = db
      .selectFrom('blog_posts')
      .where(
        'blog_posts.id',
        'in',
        db.selectFrom('blog_post_families').select('post_id').where('typeface_slug', '=', filter),
      );
    return succeeded({
      ...(await postPage(db, withFamily, request)),
      filter: { type: 'typeface' as const, slug: filter },
    });
  }
  const category = await db
    .selectFrom('blog_categories')
    .select('slug')
    .where('slug', '=', filter)
    .executeTakeFirst();
  if (!category) return failed(contentNotFound('There is no such blog category or typeface.'));
  const inCategory = db
    .selectFrom('blog_posts')
    .where(
      'blog_posts.id',
      'in',
      db.selectFrom('blog_post_categories').select('post_id').where('category_slug', '=', filter),
    );
  return succeeded({
    ...(await postPage(db, inCategory, request)),
    filter: { type: 'category' as const, slug: filter },
  });
}

/** Recent posts (docs/spec.md §3): name, slug, category, image, typeface, description. */
export async function recentPosts(db: Kysely<Database>, exceptSlug?: string) {
  let query = db.selectFrom('blog_posts');
  if (exceptSlug) query = query.where('blog_posts.slug', '!=', exceptSlug);
  const rows = await newestFirst(query).selectAll('blog_posts').limit(RECENT_POSTS_COUNT).execute();
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    category: row.category,
    image: contentImageUrl(row.image),
    typeface: links.families.get(row.id)?.[0]?.name ?? null,
    description: row.description,
  }));
}

export async function findPost(db: Kysely<Database>, category: string, slug: string) {
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  const links = row ? await linksOf(db, [row.id]) : undefined;
  const categories = (row && links?.categories.get(row.id)) || [];
  // The category segment must be one the post belongs to: /blog/news/x is not /blog/in-use/x.
  if (!row || !links || !categories.some((link) => link.slug === category)) {
    return failed(contentNotFound('This post does not exist.'));
  }
  return succeeded({ row, categories, families: links.families.get(row.id) ?? [] });
}

/** GET /blogs/{category}/{slug}. */
export async function postAnswer(db: Kysely<Database>, category: string, slug: string) {
  const found = await findPost(db, category, slug);
  if (!found.ok) return found;
  const { row, categories, families } = found.value;
  const image = contentImageUrl(row.image);
  return succeeded({
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    image,
    html: row.html,
    description: row.description,
    meta: {
      title: row.name,
      description: row.description,
      thumb_image: image,
      class: families[0]?.class ?? '',
      sidebar_text: row.sidebar_text,
      date: row.date,
      designer: row.designer,
      categories,
      families: families.map(({ name, slug: familySlug }) => ({ name, slug: familySlug })),
    },
    blogs: await recentPosts(db, row.slug),
  });
}

/** GET /blog/posts/typefaces: the families the sidebar links to (those with posts). */
export async function blogTypefacesAnswer(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('typefaces')
    .select(['typefaces.slug as page', 'typefaces.name'])
    .where('typefaces.slug', 'in', db.selectFrom('blog_post_families').select('typeface_slug'))
    .orderBy('typefaces.name')
    .execute();
  return { data: rows };
}

/** GET /blog/categories. */
export async function blogCategoriesAnswer(db: Kysely<Database>) {
  return {
    data: await db
      .selectFrom('blog_categories')
      .select(['name', 'slug'])
      .orderBy('sort_order')
      .execute(),
  };
}
