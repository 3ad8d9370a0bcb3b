import { describe, expect, it } from 'vitest';
import { getFreeTrialsPage } from '../../../src/contract/trials';
import { trialPageFromAnswer } from '../../../src/infrastructure/trials/trialPageFromAnswer';
import { ebGaramondRegular } from '../catalogue/answerFixtures';

describe('trialPageFromAnswer', () => {
  it('reads the intro, each family, its web font and which sets the trial fonts hold', () => {
    const typeface = { id: 1, class: 'ff-eb-garamond', is_rtl: false };
    const answer = getFreeTrialsPage.response.parse({
      data: '<p>Try before you buy.</p>',
      title: 'Free trial fonts',
      description: '',
      typefaces: [
        {
          ...typeface,
          name: 'EB Garamond',
          page: 'eb-garamond',
          character_sets: [
            { script: 'Latin', characters: 'ABC' },
            { script: 'Greek', characters: 'ΑΒΓ' },
          ],
          font: ebGaramondRegular('/fonts/eb-garamond/regular.woff2?v=1'),
          name_font: {
            ...ebGaramondRegular('/fonts/eb-garamond/regular.names.woff2?v=2'),
            unicode_range: 'U+20, U+42, U+45',
          },
        },
        {
          ...typeface,
          id: 2,
          name: 'No font yet',
          page: 'none',
          character_sets: [
            { script: 'Latin', characters: 'abc' },
            { script: 'Greek', characters: '' },
          ],
          font: null,
          name_font: null,
        },
      ],
    });
    const page = trialPageFromAnswer(answer);
    expect(page.introHtml).toBe('<p>Try before you buy.</p>');
    expect(page.typefaces[0]).toEqual({
      name: 'EB Garamond',
      page: 'eb-garamond',
      font: {
        family: 'EB Garamond',
        url: '/fonts/eb-garamond/regular.woff2?v=1',
        weight: 400,
        style: 'normal',
      },
      // The name subset under a family of its own (src/contract/catalogue/nameFaceFamily.ts).
      nameFont: {
        family: 'EB Garamond Names',
        url: '/fonts/eb-garamond/regular.names.woff2?v=2',
        weight: 400,
        style: 'normal',
        unicodeRange: 'U+20, U+42, U+45',
      },
      characterSets: [
        { script: 'Latin', characters: 'ABC' },
        { script: 'Greek', characters: 'ΑΒΓ' },
      ],
    });
    expect(page.typefaces[1]).toMatchObject({
      font: null,
      characterSets: [{ script: 'Latin', characters: 'abc' }],
    });
  });
});
