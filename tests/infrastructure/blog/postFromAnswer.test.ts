import { describe, expect, it } from 'vitest';
import { postFromAnswer } from '../../../src/infrastructure/blog/postFromAnswer';

describe('postFromAnswer', () => {
  it("reads the post's meta into camelCase, leaving out what its page does not show", () => {
    const family = { name: 'Test Serif', slug: 'test-serif' };
    const post = postFromAnswer({
      id: 3,
      name: 'Test Serif on a museum poster',
      slug: 'museum-poster',
      category: 'in-use',
      image: '/poster.jpg',
      html: '<p>A poster series.</p>',
      description: 'A poster series.',
      meta: {
        title: 'Museum poster',
        description: 'A poster series.',
        thumb_image: '/thumb.jpg',
        class: 'ff-test-serif',
        sidebar_text: 'Photos: the museum',
        date: '2024-05-01',
        designer: null,
        categories: [],
        families: [family],
      },
      blogs: [],
    });
    expect(post).toEqual({
      name: 'Test Serif on a museum poster',
      slug: 'museum-poster',
      category: 'in-use',
      html: '<p>A poster series.</p>',
      description: 'A poster series.',
      meta: {
        title: 'Museum poster',
        description: 'A poster series.',
        thumbImage: '/thumb.jpg',
        class: 'ff-test-serif',
        sidebarText: 'Photos: the museum',
        date: '2024-05-01',
        designer: null,
        categories: [],
        families: [family],
      },
      blogs: [],
    });
  });
});
