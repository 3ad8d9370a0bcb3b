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
  sortOrder: 1,
  otfs: [
    { name: 'Stylistic set 1', dataSetting: 'ss01' },
    { name: 'Swash capitals', dataSetting: 'ss02' },
  ],
};

/** A small family as the catalogue gateway hands it to the specimen page. */
export const SPECIMEN: TypefaceSpecimen = {
  family: {
    name: 'Test Serif',
    slug: 'test-serif',
    class: 'ff-test-serif',
    about: '<p>About.</p>',
    isRtl: false,
    mainStyle: { typefaceSubfamilyId: 1 },
    minFontSize: 12,
    maxFontSize: 160,
    defaultFontSize: 48,
    hasSmallCapsSupport: true,
    languageText: 'Latin',
  },
  examples: ['One', 'Two', 'Three', 'Four'],
  editable: {
    subfamilies: [
      {
        id: 1,
        name: 'Roman',
        sortOrder: 1,
        styles: [{ id: 1, name: 'Regular', slug: 'regular', font: face, nameFont: names(face) }],
      },
      {
        id: 2,
        name: 'Italic',
        sortOrder: 2,
        styles: [{ id: 2, name: 'Italic', slug: 'italic', font: italic, nameFont: names(italic) }],
      },
    ],
    otfGroups: [stylisticSets],
    smallCapsFeature: { dataSetting: 'smcp' },
    scripts: [
      {
        script: 'Latin',
        direction: 'ltr',
        samples: ['One', 'Two', 'Three', 'Four'],
        smallCaps: true,
        allSmallCaps: true,
        figureStyles: ['onum'],
        otfGroups: [stylisticSets],
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
        smallCaps: false,
        allSmallCaps: false,
        figureStyles: [],
        otfGroups: [],
      },
    ],
  },
  about: { author: 'A. Designer', releaseDate: '2020-01-01', stylesNo: 1 },
  images: { pdf: '/api/v1/typefaces/test-serif/specimen.pdf' },
  featureTexts: [],
  blogs: [],
  meta: { title: 'Test Serif', description: 'A test family.', image: null },
};
