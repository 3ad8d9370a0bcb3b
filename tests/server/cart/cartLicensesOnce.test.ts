import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item, NO_LICENCE } from './cartClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const NO_LICENCE_ERROR = {
  field: 'cart.items.1.options',
  message: 'Please choose a desktop, web or app licence.',
  rule: 'no_licence',
};
const licensesNothing = {
  items: [
    item('families', 'literata', { desktop: 0 }),
    item('styles', 'eb-garamond/regular', NO_LICENCE),
  ],
};

describe('a cart item that licenses nothing', () => {
  it('is refused by PUT /cart, cart share and the PDF quote with an error item', async () => {
    const client = new CartClient(testApp);
    const responses = [
      await client.put({ cart: licensesNothing }),
      await client.post('/cart/share', { cart: licensesNothing }),
      await client.post('/cart/pdf', { cart: licensesNothing }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<ApiErrorBody>().errors).toEqual([NO_LICENCE_ERROR]);
    }
    // Nothing was stored: the cart is still empty.
    expect((await client.get()).json<CartAnswer>().cart).toEqual([]);
  });

  it('is refused when its licence fields are left out altogether', async () => {
    const response = await new CartClient(testApp).put({
      cart: { items: [{ kind: 'families', option_id: 'literata', typeface_page: 'literata' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      { ...NO_LICENCE_ERROR, field: 'cart.items.0.options' },
    ]);
  });
});

describe('a package and what it holds in one cart', () => {
  const desktop = { desktop: 0 };
  const family = item('families', 'eb-garamond', desktop);
  const roman = item('subfamilies', 'eb-garamond/roman', desktop);
  const regular = item('styles', 'eb-garamond/regular', desktop);

  it('charges the family once: the subfamily and style it holds leave, with a note', async () => {
    const alone = await new CartClient(testApp).putCart({ items: [family] });
    const client = new CartClient(testApp);
    const answer = await client.putCart({ items: [regular, roman, family] });
    expect(answer.cart.map((line) => line.name)).toEqual(['EB Garamond']);
    expect(answer.total).toEqual(alone.total);
    expect(answer.total.value).toBe('$320');
    expect(answer.items).toEqual([family]);
    expect(answer.cart_items_id_wise).toEqual({
      families: ['eb-garamond'],
      subfamilies: [],
      styles: [],
      collections: [],
    });
    expect(answer.cart_modified).toBe(true);
    expect(answer.note).toBe(
      'Already included in EB Garamond, so removed from your cart: ' +
        'EB Garamond Regular, EB Garamond Roman.',
    );
    // The stored cart is the mended one.
    const stored = (await client.get()).json<CartAnswer>();
    expect(stored.items).toEqual([family]);
    expect(stored.cart_modified).toBe(false);
  });

  it('takes out a style added after its subfamily, and keeps one the package does not license', async () => {
    const appStyle = item('styles', 'eb-garamond/bold-italic', { app: 0 });
    const italic = item('styles', 'eb-garamond/italic', desktop);
    const answer = await new CartClient(testApp).putCart({
      items: [roman, regular, appStyle, italic],
    });
    expect(answer.items).toEqual([roman, appStyle, italic]);
    expect(answer.note).toBe(
      'Already included in EB Garamond Roman, so removed from your cart: EB Garamond Regular.',
    );
  });

  it('keeps a style whose licence is larger than the family’s', async () => {
    const bigger = item('styles', 'eb-garamond/regular', { desktop: 2 });
    const answer = await new CartClient(testApp).putCart({ items: [family, bigger] });
    expect(answer.items).toEqual([family, bigger]);
    expect(answer.cart_modified).toBe(false);
    expect(answer.note).toBeNull();
  });

  it('shares and quotes only the family', async () => {
    const client = new CartClient(testApp);
    const shared = await client.post('/cart/share', { cart: { items: [regular, family] } });
    const { cart_id: id } = shared.json<{ cart_id: string }>();
    const opened = (await new CartClient(testApp).get(`/cart/${id}`)).json<CartAnswer>();
    expect(opened.items).toEqual([family]);
    expect(opened.total.value).toBe('$320');
  });
});

describe('the shop answer', () => {
  it('lists what each package holds', async () => {
    const shop = (await testApp.api.get('/shops/eb-garamond')).json<{
      shop: Record<string, { options: { id: string; includes: Record<string, string[]> }[] }[]>;
    }>().shop;
    const familyOption = shop.families?.[0]?.options[0];
    expect(familyOption?.includes.subfamilies).toEqual(['eb-garamond/roman', 'eb-garamond/italic']);
    expect(familyOption?.includes.styles).toHaveLength(8);
    const romanOption = shop.subfamilies?.[0]?.options.find((o) => o.id === 'eb-garamond/roman');
    expect(romanOption?.includes.styles).toContain('eb-garamond/regular');
    expect(romanOption?.includes.styles).not.toContain('eb-garamond/italic');
    expect(shop.styles?.[0]?.options[0]?.includes).toEqual({});
  });
});
