import { describe, expect, it } from 'vitest';
import type { BlogGateway } from '../../../src/application/blog/BlogGateway';
import type { BlogPostSummary } from '../../../src/application/blog/BlogPost';
import { BlogListStore } from '../../../src/application/blog/BlogListStore';

const post = (n: number): BlogPostSummary => ({
  name: `Post ${n}`,
  slug: `post-${n}`,
  category: 'in-use',
  image: null,
  excerpt: '',
  categories: [],
  families: [],
});

/** 33 posts, answered page by page like the API. */
function gateway(total = 33): BlogGateway & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    async posts(page, count, filter) {
      calls.push([page, count, filter]);
      const all = Array.from({ length: total }, (_, i) => post(i + 1));
      return { data: all.slice((page - 1) * count, page * count), total };
    },
    post: () => Promise.reject(new Error('unused')),
    typefaces: async () => [],
    categories: async () => [],
  };
}

describe('BlogListStore', () => {
  it('loads a page of 15 and knows there are three pages', async () => {
    const api = gateway();
    const store = new BlogListStore(api, 15);
    await store.load(2);
    expect(store.posts.map((p) => p.slug)[0]).toBe('post-16');
    expect(store.lastPage).toBe(3);
    expect(store.needsPagination).toBe(true);
    expect(store.correctedPage).toBeNull();
    expect(api.calls).toEqual([[2, 15, undefined]]);
  });

  it('corrects a page beyond the last', async () => {
    const store = new BlogListStore(gateway(), 15);
    await store.load(99);
    expect(store.correctedPage).toBe(3);
  });

  it('shows no pagination when everything fits one page, and passes the filter on', async () => {
    const api = gateway(10);
    const store = new BlogListStore(api, 24, 'in-use');
    await store.load(1);
    expect(store.needsPagination).toBe(false);
    expect(api.calls).toEqual([[1, 24, 'in-use']]);
  });
});
