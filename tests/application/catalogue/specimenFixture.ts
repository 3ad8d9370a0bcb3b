import type { TypefaceSpecimen } from '../../../src/application/catalogue/TypefaceSpecimen';

const face = {
  family: 'Test Serif',
  url: '/fonts/test/regular.woff2',
  weight: 400,
  style: 'normal',
} as const;
const italic = { ...face, url: '/fonts/test/italic.woff2', style: 'italic' } as const;
/** A style's name subset, as the API offers it beside the whole font. */
const names = <T extends { url: string }>(font: T) => ({
  ...font,
  url: font.url.replace('.woff2', '.names.woff2'),
  unicodeRange: 'U+20, U+41-5A, U+61-7A',
});

const stylisticSets = {
  name: 'Stylistic sets',
  sort_order: 1,
  otfs: [
    { name: 'Stylistic set 1', data_setting: 'ss01' },
    { name: 'Swash capitals', data_setting: 'ss02' },
  ],
};

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
      {
        id: 1,
        name: 'Roman',
        sort_order: 1,
        styles: [{ id: 1, name: 'Regular', slug: 'regular', font: face, nameFont: names(face) }],
      },
      {
        id: 2,
        name: 'Italic',
        sort_order: 2,
        styles: [{ id: 2, name: 'Italic', slug: 'italic', font: italic, nameFont: names(italic) }],
      },
    ],
    otf_groups: [stylisticSets],
    small_caps_feature: { data_setting: 'smcp' },
    scripts: [
      {
        script: 'Latin',
        direction: 'ltr',
        samples: ['One', 'Two', 'Three', 'Four'],
        small_caps: true,
        all_small_caps: true,
        figure_styles: ['onum'],
        otf_groups: [stylisticSets],
        languages: [
          { tag: 'DEU', code: 'de', name: 'German', samples: ['Zwölf', 'Boxkämpfer', 'Deich'] },
          { tag: 'TRK', code: 'tr', name: 'Turkish' },
        ],
      },
      {
        script: 'Hebrew',
        direction: 'rtl',
        samples: ['שלום'],
        companion: ['One', 'Two', 'Three', 'Four'],
        small_caps: false,
        all_small_caps: false,
        figure_styles: [],
        otf_groups: [],
      },
    ],
  },
  about: { author: 'A. Designer', release_date: '2020-01-01', styles_no: 1 },
  images: { pdf: '/api/v1/typefaces/test-serif/specimen.pdf' },
  feature_texts: [],
  blogs: [],
  meta: { title: 'Test Serif', description: 'A test family.', image: null },
};
