import { describe, expect, it } from 'vitest';
import { AxiosShopGateway } from '../../../src/infrastructure/shop/AxiosShopGateway';
import type { ShopAnswer, ShopFontsAnswer } from '../../../src/infrastructure/shop/ShopAnswer';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

const face = (id: number, slug: string, name: string, weight: number, italic = false) => ({
  id,
  name,
  slug,
  font_family: 'Test Sans',
  font_weight: weight,
  font_style: italic ? ('italic' as const) : ('normal' as const),
  woff2_url: `/fonts/test-sans/${slug}.woff2`,
});

const BOLD = face(1, 'bold', 'Bold', 700);
const ITALIC = face(2, 'italic', 'Italic', 400, true);
const LIGHT = face(3, 'light', 'Light', 300);

const licence = { name: 'Desktop licence', description: '', unit: '', tiers: [], default: null };

/** GET /shops/test-sans (abridged): the server names the family's face in `font`. */
const SHOP_ANSWER: ShopAnswer = {
  family: { id: 7, name: 'Test Sans', page: 'test-sans', class: 'font-test-sans' },
  font: LIGHT,
  settings: { currency: 'USD', currency_symbol: '$', pro_multiplication: 1.5 },
  licences: { desktop: licence, web: licence, app: licence },
  style_prices: { desktop: [], web: [], app: [] },
  scripts: [],
  options: {
    families: [
      {
        id: 'test-sans',
        kind: 'families',
        name: 'Test Sans',
        styles_no: 3,
        styles_no_display: '3 styles',
        multiplication: 0.8,
        pro: false,
        subfamily_id: null,
      },
    ],
    subfamilies: [],
    styles: [],
  },
};

/** GET /typefaces/test-sans: styles in file order, the Bold first and no upright 400. */
const FONTS_ANSWER: ShopFontsAnswer = {
  editable: { subfamilies: { '1': { styles: [BOLD, ITALIC, LIGHT] } } },
};

class ShopApi extends FakeApiClient {
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve((path.startsWith('/shops/') ? SHOP_ANSWER : FONTS_ANSWER) as T);
  }
}

describe('AxiosShopGateway.shop', () => {
  it('sets the family name and its packages in the face the server picked', async () => {
    const shop = await new AxiosShopGateway(new ShopApi()).shop('test-sans');
    const light = { family: 'Test Sans', url: '/fonts/test-sans/light.woff2', weight: 300 };
    expect(shop.font).toEqual({ ...light, style: 'normal' });
    expect(shop.packages[0]?.options[0]?.font).toEqual({ ...light, style: 'normal' });
  });
});
