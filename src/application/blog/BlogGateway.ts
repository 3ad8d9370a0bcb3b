import type { BlogCategory, BlogPost, BlogPostPage, BlogTypeface } from './BlogPost';

/** The blog's calls (docs/spec.md §7). `filter` is a category slug, a typeface page or 'in-use'. */
export interface BlogGateway {
  posts(page: number, count: number, filter?: string): Promise<BlogPostPage>;
  post(category: string, slug: string): Promise<BlogPost>;
  typefaces(): Promise<BlogTypeface[]>;
  categories(): Promise<BlogCategory[]>;
}
