import { describe, expect, it } from 'vitest';
import { trialPageFromAnswer } from '../../../src/infrastructure/trials/trialPageFromAnswer';

describe('trialPageFromAnswer', () => {
  it('reads the intro, each family, its web font and which sets the trial fonts hold', () => {
    const page = trialPageFromAnswer({
      data: '<p>Try before you buy.</p>',
      typefaces: [
        {
          name: 'EB Garamond',
          page: 'eb-garamond',
          class: 'ff-eb-garamond',
          character_sets: [
            { script: 'Latin', characters: 'ABC', in_trial: true },
            { script: 'Greek', characters: 'ΑΒΓ', in_trial: false },
          ],
          font: {
            font_family: 'EB Garamond',
            font_weight: 400,
            font_style: 'normal',
            woff2_url: '/fonts/eb-garamond/regular.woff2?v=1',
          },
        },
        { name: 'No font yet', page: 'none', character_sets: { Latin: 'abc' } },
      ],
    });
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
      characterSets: [
        { script: 'Latin', characters: 'ABC', inTrial: true },
        { script: 'Greek', characters: 'ΑΒΓ', inTrial: false },
      ],
    });
    expect(page.typefaces[1]).toMatchObject({
      font: null,
      characterSets: [{ script: 'Latin', characters: 'abc', inTrial: true }],
    });
  });
});
