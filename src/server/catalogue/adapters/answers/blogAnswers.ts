import type { Selectable } from 'kysely';
import { contentImageUrl } from '../../../content/app/contentDirectory';
import type { BlogPostsTable } from '../../../database/tables/catalogueTables';
import type { PageWindow } from '../../app/pagination';

/** How many posts the 'Recent blog posts' lists show. */
export const RECENT_POSTS_COUNT = 4;

export type PostRow = Selectable<BlogPostsTable>;
interface CategoryLink {
  name: string;
  slug: string;
}
interface FamilyLink {
  name: string;
  slug: string;
  class: string;
}

/** Each post's categories and families, in their order in the post (KyselyBlogContent). */
export interface PostLinks {
  categories: Map<number, CategoryLink[]>;
  families: Map<number, FamilyLink[]>;
}

/** The links of some posts, from their link rows. */
export function postLinksOf(
  categories: Array<CategoryLink & { post_id: number }>,
  families: Array<{ post_id: number; name: string; slug: string; css_class: string }>,
): PostLinks {
  const links: PostLinks = { categories: new Map(), families: new Map() };
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

/** A page of posts as list items (docs/spec.md §3 "Blog post list item"), with where the page landed. */
export function postPageAnswer(
  rows: PostRow[],
  links: PostLinks,
  total: number,
  window: PageWindow,
) {
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
    total,
    page: window.page,
    last_page: window.last_page,
    count: window.count,
  };
}

/** Recent posts (docs/spec.md §3): name, slug, category, image, typeface, description. */
export function recentPostsAnswer(rows: PostRow[], links: PostLinks) {
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    category: row.category,
    image: contentImageUrl(row.image),
    typeface: links.families.get(row.id)?.[0]?.name ?? null,
    description: row.description,
  }));
}

/** A post with its categories and families (KyselyBlogContent.findPost). */
export interface FoundPost {
  row: PostRow;
  categories: CategoryLink[];
  families: FamilyLink[];
}

/** GET /blogs/{category}/{slug}: the post and the recent posts besides it. */
export function postAnswer(
  { row, categories, families }: FoundPost,
  blogs: ReturnType<typeof recentPostsAnswer>,
) {
  const image = contentImageUrl(row.image);
  return {
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
    blogs,
  };
}
