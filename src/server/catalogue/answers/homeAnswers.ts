import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { recentPosts } from './blogAnswers';

/** Home block types (content/README.md): 1 rich content, 9 recent posts, 8 retail typefaces. */
export const RECENT_POSTS_BLOCK = 9;
export const RETAIL_TYPEFACES_BLOCK = 8;

/** GET /homepage_blocks: blocks in order, the code-filled ones with their lists. */
export async function homeBlocksAnswer(db: Kysely<Database>) {
  const [blocks, posts, typefaces] = await Promise.all([
    db.selectFrom('home_blocks').selectAll().orderBy('position').execute(),
    recentPosts(db),
    db
      .selectFrom('typefaces')
      .select(['id', 'name', 'slug as page', 'css_class as class', 'overview_text', 'is_rtl'])
      .orderBy('sort_order')
      .execute(),
  ]);
  return {
    data: blocks.map((block) => ({
      type: block.type,
      content: block.content_html,
      ...(block.type === RECENT_POSTS_BLOCK ? { posts } : {}),
      ...(block.type === RETAIL_TYPEFACES_BLOCK
        ? {
            typefaces: typefaces.map((typeface) => ({
              ...typeface,
              is_rtl: typeface.is_rtl === 1,
            })),
          }
        : {}),
    })),
  };
}

/** GET /homepage: the blocks and the recent posts (docs/spec.md §3 "Home content"). */
export async function homepageAnswer(db: Kysely<Database>) {
  const [blocks, blogs] = await Promise.all([homeBlocksAnswer(db), recentPosts(db)]);
  return { data: blocks.data, blogs };
}
