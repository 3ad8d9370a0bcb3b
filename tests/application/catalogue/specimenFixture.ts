import type { TypefaceSpecimen } from '../../../src/application/catalogue/TypefaceSpecimen';

const face = {
  family: 'Test Serif',
  url: '/fonts/test/regular.woff2',
  weight: 400,
  style: 'normal',
} as const;

/** A small family as the catalogue gateway hands it to the specimen page. */
export const SPECIMEN: TypefaceSpecimen = {
  family: {
    name: 'Test Serif',
    slug: 'test-serif',
    class: 'ff-test-serif',
    about: '<p>About.</p>',
    is_rtl: false,
    main_style: { typeface_subfamily_id: 1 },
    min_font_size: 12,
    max_font_size: 160,
    default_font_size: 48,
    has_small_caps_support: true,
    language_text: 'Latin',
  },
  examples: ['One', 'Two', 'Three', 'Four'],
  editable: {
    subfamilies: [
      { id: 1, name: 'Roman', sort_order: 1, styles: [{ id: 1, name: 'Regular', font: face }] },
    ],
    otf_groups: [
      {
        name: 'Figures',
        sort_order: 1,
        otfs: [
          { name: 'Lining figures', data_setting: 'lnum' },
          { name: 'Oldstyle figures', data_setting: 'onum' },
        ],
      },
      {
        name: 'Stylistic sets',
        sort_order: 2,
        otfs: [
          { name: 'Stylistic set 1', data_setting: 'ss01' },
          { name: 'Stylistic set 2', data_setting: 'ss02' },
        ],
      },
    ],
    small_caps_feature: { data_setting: 'smcp' },
  },
  about: { author: 'A. Designer', release_date: '2020-01-01', styles_no: 1 },
  images: { pdf: '/api/v1/typefaces/test-serif/specimen.pdf' },
  feature_texts: [],
  blogs: [],
  meta: { title: 'Test Serif', description: 'A test family.', image: null },
};
