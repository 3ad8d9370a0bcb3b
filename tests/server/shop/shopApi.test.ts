import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/domain/errors/ErrorItem';
import type { ShopAnswer } from '../../../src/server/shop/shopAnswer';
import { createTestApp, type TestApp } from '../support/testApp';
import { fontFileCount, licencesYaml, typefaceYaml } from './shopContent';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function shop(page: string): Promise<ShopAnswer> {
  const response = await testApp.api.get(`/shops/${page}`);
  expect(response.statusCode).toBe(200);
  return response.json<ShopAnswer>();
}

describe('GET /shops/{page}', () => {
  it("names the family's face as GET /typefaces does: the style the server picks", async () => {
    const answer = await shop('eb-garamond');
    const list = (await testApp.api.get('/typefaces')).json<{
      data: { page: string; font: unknown }[];
    }>();
    expect(answer.font).toEqual(list.data.find((entry) => entry.page === 'eb-garamond')?.font);
    expect(answer.font).toMatchObject({
      font_family: 'EB Garamond',
      font_weight: 400,
      font_style: 'normal',
      woff2_url: expect.stringMatching(/^\/fonts\/eb-garamond\/.+\.woff2\?v=/),
    });
  });

  it('answers EB Garamond with its styles, packages, tiers, prices and Cyrillic and Greek', async () => {
    const answer = await shop('eb-garamond');
    const yaml = typefaceYaml('eb-garamond');
    const licences = licencesYaml();
    const styles = fontFileCount('eb-garamond');

    expect(answer.family).toMatchObject({
      name: 'EB Garamond',
      page: 'eb-garamond',
      class: yaml.class,
    });
    expect(answer.settings).toEqual({
      currency: 'USD',
      currency_symbol: '$',
      pro_multiplication: 1.5,
    });
    for (const category of ['desktop', 'web', 'app'] as const) {
      const tiers = licences.categories[category].tiers;
      expect(answer.licences[category].tiers).toEqual(
        tiers.map((tier) => ({ id: tier.id, label: tier.name })),
      );
      expect(answer.style_prices[category]).toEqual(
        tiers.map((tier) => yaml.style_prices[category][tier.id]),
      );
    }
    expect(answer.licences.desktop.default).toBe(0);
    expect(answer.licences.web.default).toBeNull();
    expect(answer.scripts.map((script) => [script.id, script.name, script.multiplier])).toEqual([
      ['cyrillic', 'Cyrillic', 0.2],
      ['greek', 'Greek', 0.2],
    ]);

    expect(answer.options.families).toEqual([
      expect.objectContaining({
        id: 'eb-garamond',
        kind: 'families',
        name: 'EB Garamond',
        styles_no: styles,
        styles_no_display: `${styles} styles`,
        multiplication: licences.package_multiplication,
        pro: false,
      }),
    ]);
    expect(answer.options.subfamilies.map((option) => [option.name, option.styles_no])).toEqual([
      ['EB Garamond Roman', styles / 2],
      ['EB Garamond Italic', styles / 2],
    ]);
    expect(answer.options.styles).toHaveLength(styles);
    expect(answer.options.styles.map((option) => option.name)).toContain('EB Garamond Bold Italic');
    for (const option of answer.options.styles) {
      expect(option).toMatchObject({
        kind: 'styles',
        styles_no: 1,
        multiplication: licences.single_style_multiplication,
      });
      expect(answer.options.subfamilies.map((subfamily) => subfamily.id)).toContain(
        option.subfamily_id,
      );
    }
  });

  it('offers Vazirmatn no extra scripts, since its fonts hold neither Cyrillic nor Greek', async () => {
    const answer = await shop('vazirmatn');
    expect(answer.family.name).toBe('Vazirmatn');
    expect(answer.scripts).toEqual([]);
    expect(answer.options.styles).toHaveLength(fontFileCount('vazirmatn'));
  });

  it('answers an unknown page with 404 in the one error shape', async () => {
    const response = await testApp.api.get('/shops/no-such-family');
    expect(response.statusCode).toBe(404);
    const body = response.json<ApiErrorBody>();
    expect(body.error.rule).toBe('not_found');
    expect(body.errors[0]).toMatchObject({ field: null, rule: 'not_found' });
  });
});
