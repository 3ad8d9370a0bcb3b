import { describe, expect, it } from 'vitest';
import { AxiosLibraryGateway } from '../../../src/infrastructure/catalogue/AxiosLibraryGateway';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';
import { ebGaramondRegular, specimenStyle } from './answerFixtures';

const regularAnswer = ebGaramondRegular('/fonts/eb-garamond/regular.woff2?v=abc');

/** GET /typefaces as src/server/catalogue/adapters/answers/typefaceAnswers.ts answers it (abridged). */
const TYPEFACES_ANSWER = {
  data: [
    {
      id: 1,
      name: 'EB Garamond',
      page: 'eb-garamond',
      type: 'family',
      class: 'ff-eb-garamond',
      is_rtl: false,
      overview_text: 'Hamburgefonstiv',
      characters: [{ character: 'Aa', class: 'ff-eb-garamond' }],
      style_count: 2,
      sub_family_count: 2,
      description: 'A Garamond.',
      image: '/content/images/typefaces/eb-garamond.svg',
      // Every style of the family; the card's face is `font`, not one the browser picks here.
      editable: {
        subfamilies: {
          '5': {
            id: 5,
            name: 'Italic',
            sort_order: 1,
            styles: [
              specimenStyle({ ...regularAnswer, id: 12, name: 'Italic', font_style: 'italic' }),
            ],
          },
          '4': { id: 4, name: 'Roman', sort_order: 0, styles: [specimenStyle(regularAnswer)] },
        },
        otf_groups: [],
        small_caps_feature: null,
        scripts: [],
      },
      // A name subset as large as the font: no unicode_range to declare.
      font: { ...regularAnswer, unicode_range: '' },
    },
    {
      id: 2,
      name: 'The Garamonds',
      page: 'garamonds-collection',
      type: 'collection',
      class: '',
      is_rtl: false,
      overview_text: '',
      characters: [],
      style_count: 0,
      sub_family_count: 0,
      description: 'Three Garamonds.',
      image: null,
      editable: null,
      font: null,
    },
  ],
};

class TypefacesApi extends FakeApiClient {
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve(TYPEFACES_ANSWER as T);
  }
}

describe('AxiosLibraryGateway.typefaces', () => {
  it("keeps each entry's summary and sets its card in the face the server picked", async () => {
    const api = new TypefacesApi();
    const [family, collection] = await new AxiosLibraryGateway(api).typefaces();
    expect(api.calls).toEqual(['GET /typefaces']);
    expect(family).toEqual({
      id: 1,
      name: 'EB Garamond',
      page: 'eb-garamond',
      type: 'family',
      class: 'ff-eb-garamond',
      isRtl: false,
      overviewText: 'Hamburgefonstiv',
      characters: [expect.objectContaining({ character: 'Aa' })],
      styleCount: 2,
      subFamilyCount: 2,
      description: 'A Garamond.',
      // The card's name subset, under a family of its own (src/contract/catalogue/nameFaceFamily.ts).
      font: {
        family: 'EB Garamond Names',
        url: '/fonts/eb-garamond/regular.woff2?v=abc',
        weight: 400,
        style: 'normal',
      },
    });
    expect(collection).toMatchObject({ page: 'garamonds-collection', font: null });
  });

  it('takes the face from the answer alone, never from the styles beside it', async () => {
    const api = new (class extends FakeApiClient {
      override get<T>(): Promise<T> {
        const [family] = TYPEFACES_ANSWER.data;
        return Promise.resolve({ data: [{ ...family, font: null }] } as T);
      }
    })();
    const [family] = await new AxiosLibraryGateway(api).typefaces();
    expect(family?.font).toBeNull();
  });
});
