import type { BlogGateway } from '../../../src/application/blog/BlogGateway';
import type {
  BlogCategory,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  BlogTypeface,
} from '../../../src/application/blog/BlogPost';
import { Gate } from './Gate';
import { notFound } from './notFound';

export const BLOG_CATEGORIES: BlogCategory[] = [
  { name: 'Fonts in use', slug: 'in-use' },
  { name: 'News', slug: 'news' },
];

export const BLOG_TYPEFACES: BlogTypeface[] = [{ page: 'test-serif', name: 'Test Serif' }];

export const BLOG_POSTS: BlogPostSummary[] = [
  {
    name: 'Test Serif on a museum poster',
    slug: 'museum-poster',
    category: 'in-use',
    image: null,
    excerpt: 'A poster series set in Test Serif.',
    categories: [BLOG_CATEGORIES[0]!],
    families: [{ name: 'Test Serif', slug: 'test-serif' }],
  },
  {
    name: 'A new studio',
    slug: 'new-studio',
    category: 'news',
    image: null,
    excerpt: 'We moved.',
    categories: [BLOG_CATEGORIES[1]!],
    families: [],
  },
];

/** The blog calls in memory. `filter` matches a category slug or a featured family's page. */
export class FakeBlogGateway implements BlogGateway {
  readonly calls: string[] = [];
  readonly gate = new Gate();

  constructor(
    public postList: BlogPostSummary[] = BLOG_POSTS,
    public fullPosts: BlogPost[] = [],
  ) {}

  async posts(page: number, count: number, filter?: string): Promise<BlogPostPage> {
    this.calls.push(`posts?page=${page}&count=${count}${filter ? `&filter=${filter}` : ''}`);
    await this.gate.pass();
    const matching = filter
      ? this.postList.filter(
          (post) =>
            post.category === filter || post.families.some((family) => family.slug === filter),
        )
      : this.postList;
    return { data: matching.slice((page - 1) * count, page * count), total: matching.length };
  }

  async post(category: string, slug: string): Promise<BlogPost> {
    this.calls.push(`post/${category}/${slug}`);
    await this.gate.pass();
    const post = this.fullPosts.find((p) => p.category === category && p.slug === slug);
    if (!post) throw notFound(`/blog/${category}/${slug}`);
    return post;
  }

  async typefaces(): Promise<BlogTypeface[]> {
    this.calls.push('typefaces');
    return BLOG_TYPEFACES;
  }

  async categories(): Promise<BlogCategory[]> {
    this.calls.push('categories');
    return BLOG_CATEGORIES;
  }
}
