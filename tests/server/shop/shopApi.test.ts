import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { fromCents } from '../../../src/domain/pricing/money';
import { optionPrice } from '../../../src/domain/pricing/optionPrice';
import type { ShopPricing } from '../../../src/domain/pricing/ShopPricing';
import { stylePriceCents } from '../../../src/contract/shop';
import type { ShopAnswer } from '../../../src/server/shop/app/shopAnswer';
import { CartClient, item } from '../cart/cartClient';
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

  it("answers the spec's shop data for EB Garamond: family, settings, scripts and shop groups", async () => {
    const answer = await shop('eb-garamond');
    const yaml = typefaceYaml('eb-garamond');
    const licences = licencesYaml();

    expect(answer).toMatchObject({
      family_name: 'EB Garamond',
      slug: 'eb-garamond',
      header_class: yaml.class,
    });
    expect(Object.keys(answer.shop).sort()).toEqual(['families', 'styles', 'subfamilies']);
    expect(answer.settings).toMatchObject({
      currency: 'USD',
      currency_symbol: '$',
      pro_multiplication: 1.5,
      defaults: { desktop: 0, web: null, app: null },
    });
    for (const category of ['desktop', 'web', 'app'] as const) {
      const tiers = licences.categories[category].tiers;
      expect(answer.settings.options[category]).toEqual(
        tiers.map((tier) => ({ id: tier.id, name: tier.name })),
      );
      expect(answer.settings.style_prices[category]).toEqual(
        tiers.map((tier) => yaml.style_prices[category][tier.id]),
      );
      expect(answer.settings.licences[category].name).toBe(licences.categories[category].name);
    }
    expect(answer.scripts).toEqual([
      { id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2, pivot: { default_applied: false } },
      { id: 'greek', name: 'Greek', multiplier: 0.2, pivot: { default_applied: false } },
    ]);
  });

  it('groups what EB Garamond sells: the family, its subfamilies, and single styles per subfamily', async () => {
    const answer = await shop('eb-garamond');
    const licences = licencesYaml();
    const styles = fontFileCount('eb-garamond');
    const singleIds = answer.shop.styles.flatMap((group) => group.options.map((o) => o.id));
    expect(singleIds).toHaveLength(styles);

    expect(answer.shop.families).toEqual([
      {
        name: 'Family',
        options: [
          {
            id: 'eb-garamond',
            name: 'EB Garamond',
            styles_no: styles,
            styles_no_display: `${styles} styles`,
            multiplication: licences.package_multiplication,
            pro: false,
            includes: {
              subfamilies: ['eb-garamond/roman', 'eb-garamond/italic'],
              styles: expect.arrayContaining(singleIds) as string[],
            },
          },
        ],
      },
    ]);
    expect(answer.shop.subfamilies.map((group) => group.name)).toEqual(['Subfamilies']);
    const subfamilies = answer.shop.subfamilies.flatMap((group) => group.options);
    expect(subfamilies.map((option) => [option.name, option.styles_no])).toEqual([
      ['EB Garamond Roman', styles / 2],
      ['EB Garamond Italic', styles / 2],
    ]);

    // One group of single styles per subfamily, named and counted like its package.
    expect(answer.shop.styles.map((group) => [group.name, group.options.length])).toEqual(
      subfamilies.map((option) => [option.name, option.styles_no]),
    );
    const singles = answer.shop.styles.flatMap((group) => group.options);
    expect(singles.map((option) => option.name)).toContain('EB Garamond Bold Italic');
    for (const option of singles) {
      expect(option).toEqual({
        id: expect.stringMatching(/^eb-garamond\//),
        name: expect.stringMatching(/^EB Garamond /),
        styles_no: 1,
        styles_no_display: '1 style',
        multiplication: licences.single_style_multiplication,
        pro: false,
        includes: {},
      });
    }
  });

  it('says the formats each family is delivered in, read from its font files', async () => {
    // EB Garamond ships static TrueType files; Inter's have an fvar table (docs/delivery.md).
    expect((await shop('eb-garamond')).formats).toBe('Static fonts (TTF, WOFF2, WOFF)');
    expect((await shop('inter')).formats).toBe('Variable and static fonts (TTF, WOFF2, WOFF)');
  });

  it('offers Vazirmatn no extra scripts, since its fonts hold neither Cyrillic nor Greek', async () => {
    const answer = await shop('vazirmatn');
    expect(answer.family_name).toBe('Vazirmatn');
    expect(answer.scripts).toEqual([]);
    const singles = answer.shop.styles.flatMap((group) => group.options);
    expect(singles).toHaveLength(fontFileCount('vazirmatn'));
  });

  it("lists options the cart sells under their group's key, priced as the domain prices the answer", async () => {
    const answer = await shop('eb-garamond');
    const { settings } = answer;
    const pricing: ShopPricing = {
      tiers: {
        desktop: settings.options.desktop.map(({ id, name }) => ({ id, label: name })),
        web: settings.options.web.map(({ id, name }) => ({ id, label: name })),
        app: settings.options.app.map(({ id, name }) => ({ id, label: name })),
      },
      stylePriceCents: stylePriceCents(settings.style_prices),
      scripts: answer.scripts,
      proMultiplication: settings.pro_multiplication,
    };
    const selections = { ...settings.defaults, web: 1 };
    const offered = (['families', 'subfamilies', 'styles'] as const).flatMap((kind) =>
      answer.shop[kind].flatMap((group) =>
        group.options.map((option) => ({ ...option, kind, styleCount: option.styles_no })),
      ),
    );
    // One cart each: in one cart the family would hold every other option (cartOverlap.ts).
    const lines = [];
    for (const option of offered) {
      const cart = await new CartClient(testApp).putCart({
        items: [item(option.kind, option.id, selections, ['greek'])],
      });
      lines.push(...cart.cart);
    }
    expect(lines.map((line) => [line.type, line.id, line.price])).toEqual(
      offered.map((option) => [
        option.kind,
        option.id,
        fromCents(optionPrice(pricing, option, selections, ['greek'])),
      ]),
    );
    expect(lines.every((line) => line.font_class === answer.header_class)).toBe(true);
  });

  it('answers an unknown page with 404 in the one error shape', async () => {
    const response = await testApp.api.get('/shops/no-such-family');
    expect(response.statusCode).toBe(404);
    const body = response.json<ApiErrorBody>();
    expect(body.error.rule).toBe('not_found');
    expect(body.errors[0]).toMatchObject({ field: null, rule: 'not_found' });
  });
});
