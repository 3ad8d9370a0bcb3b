import { describe, expect, it } from 'vitest';
import { collectionFromAnswer } from '../../../src/infrastructure/catalogue/collectionFromAnswer';

describe('collectionFromAnswer', () => {
  it("reads the wire's snake_case fields into the collection page's model", () => {
    const family = { name: 'Test Serif', page: 'test-serif', class: 'ff-test-serif' };
    const collection = collectionFromAnswer({
      id: 2,
      name: 'Northern Collection',
      slug: 'northern-collection',
      description: 'Faces from the north.',
      about: '<p>About the north.</p>',
      sections: [
        {
          name: 'Text faces',
          items: [
            {
              title: 'Test Serif',
              typeface: { ...family, overview_text: 'Quiet letters.' },
              image: null,
              description: 'Our book face.',
              action_type: 1,
              action_value: '/typeface/test-serif',
              action_header: 'See it',
            },
          ],
        },
      ],
      minisite_url: 'https://north.example',
      minisite_link_name: 'North',
      minisite_image: { path: '/north.png' },
      minisite_image_gif: null,
      other_typefaces: [family],
      meta: { title: 'Northern Collection', description: '', image: null },
    });
    expect(collection).toEqual({
      id: 2,
      name: 'Northern Collection',
      description: 'Faces from the north.',
      about: '<p>About the north.</p>',
      sections: [
        {
          name: 'Text faces',
          items: [
            {
              title: 'Test Serif',
              typeface: { ...family, overviewText: 'Quiet letters.' },
              image: null,
              description: 'Our book face.',
              actionType: 1,
              actionValue: '/typeface/test-serif',
              actionHeader: 'See it',
            },
          ],
        },
      ],
      minisiteUrl: 'https://north.example',
      minisiteLinkName: 'North',
      minisiteImage: { path: '/north.png' },
      minisiteImageGif: null,
      otherTypefaces: [family],
    });
  });
});
