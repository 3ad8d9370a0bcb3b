import { describe, expect, it } from 'vitest';
import { AxiosShopGateway } from '../../../src/infrastructure/shop/AxiosShopGateway';
import type { ShopAnswer } from '../../../src/contract/shop';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';
import { specimenAnswer, specimenStyle, styleAnswer } from '../catalogue/answerFixtures';

const face = (id: number, slug: string, name: string, weight: number, italic = false) =>
  styleAnswer({
    id,
    name,
    slug,
    font_family: 'Test Sans',
    font_weight: weight,
    font_style: italic ? 'italic' : 'normal',
    woff2_url: `/fonts/test-sans/${slug}.woff2`,
  });

const BOLD = face(1, 'bold', 'Bold', 700);
const ITALIC = face(2, 'italic', 'Italic', 400, true);
const LIGHT = face(3, 'light', 'Light', 300);

const option = (id: string, name: string, stylesNo: number, multiplication: number) => ({
  id,
  name,
  styles_no: stylesNo,
  styles_no_display: `${stylesNo} ${stylesNo === 1 ? 'style' : 'styles'}`,
  multiplication,
  pro: false,
  includes: {},
});

const words = { name: 'Desktop licence', description: 'On computers.', unit: 'computers' };

/** GET /shops/test-sans (abridged), in docs/spec.md §3's names: the server names the family's face in `font`. */
const SHOP_ANSWER: ShopAnswer = {
  family_name: 'Test Sans',
  slug: 'test-sans',
  header_class: 'font-test-sans',
  // A name subset as large as the font: no unicode_range to declare.
  font: { ...LIGHT, unicode_range: '' },
  formats: 'Static fonts (OTF, WOFF2, WOFF)',
  settings: {
    currency: 'USD',
    currency_symbol: '$',
    pro_multiplication: 1.5,
    style_prices: { desktop: [50, 90], web: [40], app: [100] },
    options: {
      desktop: [
        { id: 'desktop-1', name: '1–5 computers' },
        { id: 'desktop-2', name: '6–20 computers' },
      ],
      web: [{ id: 'web-1', name: '10,000 page views/month' }],
      app: [{ id: 'app-1', name: '1 app' }],
    },
    defaults: { desktop: 0, web: null, app: null },
    licences: { desktop: words, web: words, app: words },
  },
  scripts: [
    { id: 'greek', name: 'Greek', multiplier: 0.2, pivot: { default_applied: true } },
    { id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2, pivot: { default_applied: false } },
  ],
  shop: {
    families: [{ name: 'Family', options: [option('test-sans', 'Test Sans', 3, 0.8)] }],
    subfamilies: [
      {
        name: 'Subfamilies',
        options: [
          {
            ...option('test-sans/upright', 'Test Sans Upright', 2, 0.8),
            includes: { styles: ['test-sans/bold', 'test-sans/light'] },
          },
          option('test-sans/italic', 'Test Sans Italic', 1, 0.8),
        ],
      },
    ],
    styles: [
      {
        name: 'Test Sans Upright',
        options: [
          option('test-sans/bold', 'Test Sans Bold', 1, 1),
          option('test-sans/light', 'Test Sans Light', 1, 1),
        ],
      },
      { name: 'Test Sans Italic', options: [option('test-sans/italic', 'Test Sans Italic', 1, 1)] },
    ],
  },
};

/** GET /typefaces/test-sans: styles in file order, the Bold first and no upright 400. */
const FONTS_ANSWER = specimenAnswer(
  { name: 'Test Sans', slug: 'test-sans' },
  {
    '1': {
      id: 1,
      name: 'Upright',
      sort_order: 0,
      styles: [BOLD, ITALIC, LIGHT].map(specimenStyle),
    },
  },
);

class ShopApi extends FakeApiClient {
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve((path.startsWith('/shops/') ? SHOP_ANSWER : FONTS_ANSWER) as T);
  }
}

describe('AxiosShopGateway.shop', () => {
  it('sets the family name and its packages in the face the server picked', async () => {
    const shop = await new AxiosShopGateway(new ShopApi()).shop('test-sans');
    // Name subsets under a family of their own (src/contract/catalogue/nameFaceFamily.ts).
    const light = { family: 'Test Sans Names', url: '/fonts/test-sans/light.woff2', weight: 300 };
    expect(shop.font).toEqual({ ...light, style: 'normal' });
    expect(shop.packages[0]?.options[0]?.font).toEqual({ ...light, style: 'normal' });
  });

  it("reads the spec's names: family, settings, scripts' pivot and the shop's groups", async () => {
    const shop = await new AxiosShopGateway(new ShopApi()).shop('test-sans');
    expect(shop).toMatchObject({
      familyName: 'Test Sans',
      slug: 'test-sans',
      headerClass: 'font-test-sans',
      formats: 'Static fonts (OTF, WOFF2, WOFF)',
      currencySymbol: '$',
      defaults: { desktop: 0, web: null, app: null },
      defaultScripts: ['greek'],
      licences: { desktop: words },
    });
    expect(shop.pricing).toEqual({
      tiers: {
        desktop: [
          { id: 'desktop-1', label: '1–5 computers' },
          { id: 'desktop-2', label: '6–20 computers' },
        ],
        web: [{ id: 'web-1', label: '10,000 page views/month' }],
        app: [{ id: 'app-1', label: '1 app' }],
      },
      // The wire's dollars, in the domain's cents.
      stylePriceCents: { desktop: [5000, 9000], web: [4000], app: [10000] },
      scripts: [
        { id: 'greek', name: 'Greek', multiplier: 0.2 },
        { id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2 },
      ],
      proMultiplication: 1.5,
    });
    expect(shop.packages.map((group) => [group.kind, group.name, group.options.length])).toEqual([
      ['families', 'Family', 1],
      ['subfamilies', 'Subfamilies', 2],
    ]);
    expect(shop.packages[1]?.options[0]).toMatchObject({
      id: 'test-sans/upright',
      kind: 'subfamilies',
      styleCount: 2,
      stylesNoDisplay: '2 styles',
      multiplication: 0.8,
      pro: false,
      includes: { styles: ['test-sans/bold', 'test-sans/light'] },
    });
    // The family package's `includes` is empty here: it holds nothing named.
    expect(shop.packages[0]?.options[0]?.includes).toEqual({});
    expect(
      shop.styles.map((group) => [group.kind, group.name, group.options.map((o) => o.id)]),
    ).toEqual([
      ['styles', 'Test Sans Upright', ['test-sans/bold', 'test-sans/light']],
      ['styles', 'Test Sans Italic', ['test-sans/italic']],
    ]);
  });

  it('sets each single style in its own face', async () => {
    const shop = await new AxiosShopGateway(new ShopApi()).shop('test-sans');
    const bold = shop.styles[0]?.options[0];
    expect(bold).toMatchObject({ kind: 'styles', name: 'Test Sans Bold' });
    expect(bold?.font).toEqual({
      family: 'Test Sans Names',
      url: '/fonts/test-sans/bold.woff2',
      weight: 700,
      style: 'normal',
    });
    expect(shop.styles[1]?.options[0]?.font).toMatchObject({ style: 'italic', weight: 400 });
  });
});
