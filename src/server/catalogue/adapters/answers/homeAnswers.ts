import type { Selectable } from 'kysely';
import type { HomeBlocksTable } from '../../../database/tables/catalogueTables';
import type { recentPostsAnswer } from './blogAnswers';

/** Home block types (content/README.md): 1 rich content, 9 recent posts, 8 retail typefaces. */
export const RECENT_POSTS_BLOCK = 9;
export const RETAIL_TYPEFACES_BLOCK = 8;

/** A family as the 'retail typefaces' block lists it (flag as the table holds it). */
export interface HomeTypeface {
  id: number;
  name: string;
  page: string;
  class: string;
  overview_text: string;
  is_rtl: number;
}

/** GET /homepage_blocks: blocks in order, the code-filled ones with their lists. */
export function homeBlocksAnswer(
  blocks: Array<Selectable<HomeBlocksTable>>,
  posts: ReturnType<typeof recentPostsAnswer>,
  typefaces: HomeTypeface[],
) {
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
