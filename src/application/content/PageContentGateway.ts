import type { HomeBlock } from './HomeBlock';
import type { RecentPost } from '../blog/BlogPost';

/** Editorial content that is not a typeface, a post or a case study. */
export interface PageContentGateway {
  /** GET pages/templates/{name}: the page's HTML (docs/spec.md §7). */
  templateHtml(name: string): Promise<string>;
  /** GET homepage_blocks: the home page's blocks in order, with the recent posts they show. */
  homeBlocks(): Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }>;
}
