import { describe, expect, it } from 'vitest';
import { toSpecimen } from '../../../src/infrastructure/answers/CatalogueAnswers';
import { ebGaramondRegular, specimenAnswer, specimenStyle } from './answerFixtures';

const regular = specimenStyle(ebGaramondRegular('/fonts/eb-garamond/regular.woff2'));
const ligatures = {
  name: 'Ligatures',
  sort_order: 1,
  otfs: [{ name: 'Discretionary', data_setting: 'dlig', group: 'Ligatures', is_group: true }],
};

describe('toSpecimen', () => {
  it("reads the specimen's snake_case wire fields into the tester's camelCase model", () => {
    const answer = specimenAnswer(
      { name: 'EB Garamond', slug: 'eb-garamond' },
      {
        '4': { id: 4, name: 'Roman', sort_order: 0, styles: [regular] },
      },
    );
    const specimen = toSpecimen({
      ...answer,
      editable: {
        ...answer.editable,
        otf_groups: [ligatures],
        small_caps_feature: { data_setting: 'smcp' },
        scripts: [
          {
            script: 'Latin',
            direction: 'ltr',
            samples: ['Hamburgefonstiv'],
            companion: [],
            small_caps: true,
            all_small_caps: false,
            figure_styles: ['onum'],
            otf_groups: [ligatures],
            languages: [{ tag: 'TRK', code: 'tr', name: 'Turkish', samples: [] }],
          },
        ],
      },
      about: { author: 'Georg Duffner', release_date: '2017-01-01', styles_no: 12, version: '1' },
      feature_texts: [{ title: 'Ligatures', text: 'Fi', features: ['dlig'] }],
      from_price: { amount: 50, value: '$50' },
    });
    const group = {
      name: 'Ligatures',
      sortOrder: 1,
      otfs: [{ name: 'Discretionary', dataSetting: 'dlig' }],
    };
    expect(specimen.family).toEqual({
      name: 'EB Garamond',
      slug: 'eb-garamond',
      class: 'ff-eb-garamond',
      about: '',
      isRtl: false,
      // No main style in the answer: the first subfamily's.
      mainStyle: { typefaceSubfamilyId: 4 },
      titleFont: null,
      firstLinesFont: null,
      minFontSize: 10,
      maxFontSize: 200,
      defaultFontSize: 60,
      hasSmallCapsSupport: false,
      languageText: '',
    });
    expect(specimen.editable.subfamilies.map((s) => [s.id, s.sortOrder])).toEqual([[4, 0]]);
    expect(specimen.editable.otfGroups).toEqual([group]);
    expect(specimen.editable.smallCapsFeature).toEqual({ dataSetting: 'smcp' });
    expect(specimen.editable.scripts).toEqual([
      {
        script: 'Latin',
        direction: 'ltr',
        samples: ['Hamburgefonstiv'],
        companion: [],
        smallCaps: true,
        allSmallCaps: false,
        figureStyles: ['onum'],
        otfGroups: [group],
        languages: [{ tag: 'TRK', code: 'tr', name: 'Turkish', samples: [] }],
      },
    ]);
    expect(specimen.about).toEqual({
      author: 'Georg Duffner',
      releaseDate: '2017-01-01',
      stylesNo: 12,
    });
    expect(specimen.featureTexts).toEqual([{ title: 'Ligatures', text: 'Fi' }]);
    expect(specimen.fromPrice).toEqual({ amount: 50, value: '$50' });
  });
});
