import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import { KyselyDiscountCodeLookup } from '../../../src/server/discounts/adapters/KyselyDiscountCodeLookup';
import type { CollectionShopAnswer } from '../../../src/contract/shop';
import { pdfText } from '../support/pdfText';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item, NO_LICENCE } from './cartClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const FAMILIES = ['eb-garamond', 'alegreya-sans', 'cormorant-garamond'];

function bundle(
  options: Partial<Record<'desktop' | 'web' | 'app', number | null>>,
  scripts: string[] = [],
) {
  return {
    kind: 'collections',
    option_id: 'garamonds',
    typeface_page: 'garamonds-collection',
    options: { ...NO_LICENCE, ...options },
    scripts,
  };
}

/** What each family costs as a family package under the licence, in cents, asked of the cart. */
async function familyCents(options: Parameters<typeof bundle>[0], scripts: string[] = []) {
  const cents: number[] = [];
  for (const page of FAMILIES) {
    const answer = await new CartClient(testApp).putCart({
      items: [item('families', page, options, scripts)],
    });
    cents.push(Math.round((answer.cart[0]?.price ?? NaN) * 100));
  }
  return cents;
}

describe('GET /shops/garamonds-collection', () => {
  it('offers the bundle of its families with the shop’s licence tiers and only the scripts all of them sell', async () => {
    const response = await testApp.api.get('/shops/garamonds-collection');
    expect(response.statusCode).toBe(200);
    const answer = response.json<CollectionShopAnswer>();
    expect(answer.bundle).toMatchObject({
      id: 'garamonds',
      name: 'The Garamonds',
      multiplication: 0.75,
    });
    expect(answer.families.map((family) => family.page)).toEqual(FAMILIES);
    expect(answer.scripts.map((script) => script.id)).toEqual(['cyrillic']);
    const family = (await testApp.api.get('/shops/eb-garamond')).json<{
      settings: { options: unknown };
    }>();
    expect(answer.settings.options).toEqual(family.settings.options);
  });

  it('answers 404 for a collection that does not exist', async () => {
    const response = await testApp.api.get('/shops/nothing-collection');
    expect(response.statusCode).toBe(404);
  });
});

describe('a collection bundle in the cart', () => {
  it('costs its families’ package prices summed, times 0.75, whatever price the browser sends', async () => {
    const options = { desktop: 1, web: 0 };
    const families = await familyCents(options, ['cyrillic']);
    const answer = await new CartClient(testApp).putCart({
      items: [{ ...bundle(options, ['cyrillic']), price: 1, value: '$1' }],
    });
    const [line] = answer.cart;
    const sum = families.reduce((a, b) => a + b, 0);
    // The shop's rounding keeps whole dollars and exact halves (docs/pricing.md).
    const expected = Math.floor((sum * 0.75) / 50) / 2;
    expect(line).toMatchObject({
      type: 'collections',
      id: 'garamonds',
      name: 'The Garamonds',
      families: ['EB Garamond', 'Alegreya Sans', 'Cormorant Garamond'],
      scripts: ['Cyrillic'],
      price: expected,
    });
    expect(line?.price).toBeLessThan(sum / 100);
    expect(answer.total.amount).toBe(expected);
    expect(answer.cart_items_id_wise.collections).toEqual(['garamonds']);
    expect(answer.items[0]).toMatchObject({ kind: 'collections', families: FAMILIES });
  });

  it('takes out family and style lines the bundle already licenses, with the note a family gives', async () => {
    const desktop = { desktop: 0 };
    const literata = item('families', 'literata', desktop);
    const answer = await new CartClient(testApp).putCart({
      items: [
        item('styles', 'eb-garamond/regular', desktop),
        literata,
        item('families', 'alegreya-sans', desktop),
        item('styles', 'cormorant-garamond/bold', { app: 0 }),
        bundle(desktop),
      ],
    });
    expect(answer.cart.map((line) => line.name)).toEqual([
      'Literata',
      'Cormorant Garamond Bold',
      'The Garamonds',
    ]);
    expect(answer.cart_modified).toBe(true);
    expect(answer.note).toBe(
      'Already included in The Garamonds, so removed from your cart: EB Garamond Regular, Alegreya Sans.',
    );
  });

  it('is lowered to the lowest tiers for a student and gets the student discount', async () => {
    const full = await new CartClient(testApp).putCart({ items: [bundle({ desktop: 0 })] });
    const answer = await new CartClient(testApp).putCart({
      items: [bundle({ desktop: 2 })],
      buyer: { is_student_order: true, is_graduate_order: false, third_party_order: false },
    });
    expect(answer.cart_modified).toBe(true);
    expect(answer.note).toBe(
      'Your order has been modified to meet the junior discount licensing limit.',
    );
    expect(answer.items[0]?.options).toEqual({ desktop: 0, web: null, app: null });
    expect(answer.discounts[0]?.name).toBe('Student discount (50%)');
    expect(answer.total.amount).toBe((full.total.amount ?? 0) / 2);
  });

  it('takes a discount code like any line', async () => {
    await new KyselyDiscountCodeLookup(testApp.database.db).create({
      code: 'BUNDLE10',
      kind: 'percent',
      percent: 10,
      amountCents: null,
      expiresOn: null,
      maxUses: null,
      typefaces: null,
    });
    const answer = await new CartClient(testApp).putCart({
      items: [bundle({ desktop: 0 })],
      discount_code: 'BUNDLE10',
    });
    const price = answer.cart[0]?.price ?? 0;
    expect(answer.discount_code?.applied).toBe(true);
    expect(answer.total.amount).toBeCloseTo(price - Math.round(price * 10) / 100, 2);
  });

  it('takes a code restricted to typefaces only when it lists the collection’s page', async () => {
    const store = new KyselyDiscountCodeLookup(testApp.database.db);
    const terms = {
      kind: 'percent' as const,
      percent: 10,
      amountCents: null,
      expiresOn: null,
      maxUses: null,
    };
    await store.create({ ...terms, code: 'EBONLY', typefaces: ['eb-garamond'] });
    await store.create({ ...terms, code: 'GARAMONDS', typefaces: ['garamonds-collection'] });
    const priced = (code: string) =>
      new CartClient(testApp).putCart({ items: [bundle({ desktop: 0 })], discount_code: code });
    expect((await priced('EBONLY')).discount_code).toMatchObject({
      applied: false,
      rule: 'not_applicable',
    });
    expect((await priced('GARAMONDS')).discount_code?.applied).toBe(true);
  });

  it('names the bundle and its families on the PDF quote, shared cart and all', async () => {
    const client = new CartClient(testApp);
    const made = await client.post('/cart/pdf', { cart: { items: [bundle({ desktop: 0 })] } });
    expect(made.statusCode, made.body).toBe(200);
    const quote = await testApp.app.inject({
      method: 'GET',
      url: made.json<{ url: string }>().url,
    });
    const text = pdfText(quote.rawPayload);
    expect(text).toContain('The Garamonds');
    expect(text).toContain('Families: EB Garamond, Alegreya Sans, Cormorant Garamond');
    expect(text).toContain('Desktop: 1–5 computers');
    const shared = await client.post('/cart/share', { cart: { items: [bundle({ desktop: 0 })] } });
    const opened = await new CartClient(testApp).get(
      `/cart/${shared.json<{ cart_id: string }>().cart_id}`,
    );
    expect(opened.json<CartAnswer>().cart[0]).toMatchObject({
      name: 'The Garamonds',
      families: ['EB Garamond', 'Alegreya Sans', 'Cormorant Garamond'],
    });
  });

  it('refuses an unknown collection, a script not every family sells and a missing licence', async () => {
    const response = await new CartClient(testApp).put({
      cart: {
        items: [
          { ...bundle({ desktop: 0 }), typeface_page: 'nothing-collection' },
          bundle({ desktop: 0 }, ['greek']),
          bundle(NO_LICENCE),
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      {
        field: 'cart.items.0.typeface_page',
        message: 'This collection is not for sale.',
        rule: 'unknown_typeface',
      },
      {
        field: 'cart.items.1.scripts',
        message: 'This script is not offered for every typeface of this collection.',
        rule: 'unknown_script',
      },
      {
        field: 'cart.items.2.options',
        message: 'Please choose a desktop, web or app licence.',
        rule: 'no_licence',
      },
    ]);
  });
});
