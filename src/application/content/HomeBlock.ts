import type { RecentPost } from '../blog/BlogPost';
import type { TypefaceSummary } from '../catalogue/TypefaceSummary';

/** docs/spec.md §2 Home: the block types the code fills itself; every other type is rich content. */
export const HOME_BLOCK_TYPE = { retailTypefaces: 8, recentBlogPosts: 9 } as const;

/** docs/spec.md §3 "Home block: type, content". `content` is HTML for rich-content blocks. */
export interface HomeBlock {
  type: number;
  content: string | null;
}

/** What the home page shows: its blocks in order, the recent posts and the retail typefaces. */
export interface HomeContent {
  blocks: HomeBlock[];
  recentPosts: RecentPost[];
  /** The library's families (TypefaceLibraryStore.families); empty if it could not load. */
  families: TypefaceSummary[];
}
