// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../src/application/blog/BlogPost';
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  FakeBlogGateway,
} from '../../application/fakes/FakeBlogGateway';
import { renderApp } from '../renderApp';

afterEach(cleanup);

/** The family's font class the blog answers carry (docs/spec.md §3 "class"); no style reads it. */
const FONT_CLASS = 'ff-test-serif';

const POST: BlogPost = {
  name: 'Test Serif on a museum poster',
  slug: 'museum-poster',
  category: 'in-use',
  html: '<p>A poster series.</p>',
  description: 'A poster series set in Test Serif.',
  meta: {
    title: 'Museum poster',
    description: 'A poster series set in Test Serif.',
    thumbImage: null,
    class: FONT_CLASS,
    sidebarText: '',
    date: '2024-05-01',
    categories: [BLOG_CATEGORIES[0]!],
    families: [{ name: 'Test Serif', slug: 'test-serif' }],
  },
  blogs: [],
};

const articleOf = (heading: HTMLElement) => heading.closest('article');

describe("blog posts leave the family's font class off", () => {
  it('on a post card', async () => {
    const blog = new FakeBlogGateway(BLOG_POSTS.map((post) => ({ ...post, class: FONT_CLASS })));
    renderApp('/blog', { fakes: { blog } });
    const name = await screen.findByRole('heading', { name: 'Test Serif on a museum poster' });
    expect(articleOf(name)?.className).toBe('post-card');
  });

  it('on a post', async () => {
    const blog = new FakeBlogGateway(BLOG_POSTS, [POST]);
    renderApp('/blog/in-use/museum-poster', { fakes: { blog } });
    const name = await screen.findByRole('heading', {
      level: 1,
      name: 'Test Serif on a museum poster',
    });
    expect(articleOf(name)?.className).toBe('post');
  });
});
