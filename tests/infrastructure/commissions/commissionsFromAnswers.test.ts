import { describe, expect, it } from 'vitest';
import {
  commissionDetailFromAnswer,
  commissionsOverviewFromAnswer,
} from '../../../src/infrastructure/commissions/commissionsFromAnswers';

const post = {
  id: 7,
  slug: 'harbour-museum',
  title: 'Harbour Museum',
  project_category: 'Custom typeface',
  summary: 'A display face for a museum.',
  published_at: '2024-05-01',
  featured_image: '/featured.jpg',
  header_image: '/header.jpg',
  thumbnail_image: '/thumb.jpg',
};

describe('the case studies read from their answers', () => {
  it("keeps a listed case study's fields the page shows, in camelCase", () => {
    const overview = commissionsOverviewFromAnswer({
      featured: post,
      snippets: [],
      posts: [post],
      total: 1,
      page: 1,
      last_page: 1,
      count: 1,
    });
    const listed = {
      slug: 'harbour-museum',
      title: 'Harbour Museum',
      featuredImage: '/featured.jpg',
      headerImage: '/header.jpg',
      projectCategory: 'Custom typeface',
      summary: 'A display face for a museum.',
    };
    expect(overview).toEqual({ featured: listed, snippets: [], posts: [listed] });
  });

  it('reads a case study and the ones it relates to', () => {
    const detail = commissionDetailFromAnswer({
      ...post,
      designer: 'A. Designer',
      sidebar_text: 'Client: the museum',
      content_html: '<p>Story.</p>',
      typeface: 'harbour',
      description: 'A museum face.',
      related: [
        { slug: 'dock', title: 'Dock', typeface: null, description: '', thumbnail_image: null },
      ],
      meta: { title: 'Harbour Museum', description: '', image: null },
    });
    expect(detail).toEqual({
      slug: 'harbour-museum',
      title: 'Harbour Museum',
      projectCategory: 'Custom typeface',
      publishedAt: '2024-05-01',
      designer: 'A. Designer',
      sidebarText: 'Client: the museum',
      contentHtml: '<p>Story.</p>',
      thumbnailImage: '/thumb.jpg',
      headerImage: '/header.jpg',
      typeface: 'harbour',
      description: 'A museum face.',
      related: [
        { slug: 'dock', title: 'Dock', typeface: null, description: '', thumbnailImage: null },
      ],
    });
  });
});
