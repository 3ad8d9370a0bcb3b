import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/database/connection';
import { bearer, registerUser } from '../accounts/accountClient';
import { pdfText } from '../support/pdfText';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from './cartClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const twoLines = {
  items: [
    item('subfamilies', 'eb-garamond/roman', { desktop: 1 }, ['greek']),
    item('styles', 'vazirmatn/black', { web: 0, app: 0 }),
  ],
};

describe('the stored cart', () => {
  it('keeps the cart under an httpOnly cookie, answers it on GET, and empties it on DELETE', async () => {
    const client = new CartClient(testApp);
    const response = await client.put({ cart: twoLines });
    const cookie = response.cookies.find((c) => c.name === 'cart_id');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1', sameSite: 'Lax' });
    const put = response.json<CartAnswer>();

    const got = await client.get();
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.json<CartAnswer>().cart).toEqual(put.cart);
    expect(got.json<CartAnswer>().total).toEqual(put.total);

    // Another browser has a cart of its own.
    expect((await new CartClient(testApp).get()).json<CartAnswer>().cart).toEqual([]);

    const deleted = await client.delete();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<CartAnswer>()).toMatchObject({ cart: [], items: [], discounts: [] });
    expect(deleted.json<CartAnswer>().total.value).toBe('$0');
    expect(client.cookie).toBeNull();
    expect((await client.get()).json<CartAnswer>().total.value).toBe('$0');
  });

  it('lives in the database: a second server process answers the same cart', async () => {
    const client = new CartClient(testApp);
    const put = await client.putCart(twoLines);
    const secondServer = await buildApp(testApp.config, {
      database: openDatabase(testApp.config.database),
      startMailWorker: false,
    });
    try {
      const got = await secondServer.inject({
        method: 'GET',
        url: '/api/v1/cart',
        headers: { cookie: `cart_id=${client.cookie ?? ''}` },
      });
      expect(got.json<CartAnswer>().cart).toEqual(put.cart);
    } finally {
      await secondServer.close();
    }
    // Only a hash of the cookie is stored.
    const rows = await testApp.database.db.selectFrom('carts').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(client.cookie);
  });

  it('drops an item the shop no longer sells from a stored cart instead of failing', async () => {
    const client = new CartClient(testApp);
    await client.putCart(twoLines);
    const [row] = await testApp.database.db
      .selectFrom('carts')
      .select(['token_hash', 'items_json'])
      .orderBy('updated_at', 'desc')
      .limit(1)
      .execute();
    const items = JSON.parse(row?.items_json ?? '[]') as { option_id: string }[];
    items[1] = { ...items[1], option_id: 'vazirmatn/retired-style' };
    await testApp.database.db
      .updateTable('carts')
      .set({ items_json: JSON.stringify(items) })
      .where('token_hash', '=', row?.token_hash ?? '')
      .execute();
    const got = await client.get();
    expect(got.statusCode).toBe(200);
    expect(got.json<CartAnswer>().cart.map((line) => line.name)).toEqual(['EB Garamond Roman']);
  });

  it('follows a logged-in user to a browser without a cart cookie', async () => {
    const token = await registerUser(testApp, 'cart-owner@example.com');
    const laptop = new CartClient(testApp, bearer(token));
    const put = await laptop.putCart(twoLines);
    const phone = new CartClient(testApp, bearer(token));
    expect((await phone.get()).json<CartAnswer>().cart).toEqual(put.cart);
    await laptop.delete();
    expect((await phone.get()).json<CartAnswer>().cart).toEqual([]);
  });
});

describe('sharing and quotes', () => {
  it('shares a frozen copy that a fresh browser opens with the same lines', async () => {
    const client = new CartClient(testApp);
    const put = await client.putCart(twoLines);
    const shared = await client.post('/cart/share');
    expect(shared.statusCode).toBe(200);
    const { cart_id: id } = shared.json<{ cart_id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The sharer goes on shopping; the link keeps what was shared.
    await client.putCart({ items: [item('families', 'literata', { desktop: 0 })] });

    const opened = await new CartClient(testApp).get(`/cart/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<CartAnswer>().cart).toEqual(put.cart);
    expect(opened.json<CartAnswer>().total).toEqual(put.total);
  });

  it('does not share the sharer’s student discount', async () => {
    const client = new CartClient(testApp);
    await client.putCart({
      ...twoLines,
      buyer: { is_student_order: true, is_graduate_order: false, third_party_order: false },
    });
    const { cart_id: id } = (await client.post('/cart/share')).json<{ cart_id: string }>();
    const opened = (await new CartClient(testApp).get(`/cart/${id}`)).json<CartAnswer>();
    expect(opened.discounts).toEqual([]);
  });

  it('answers an unknown shared cart with 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc']) {
      const response = await new CartClient(testApp).get(`/cart/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.rule).toBe('not_found');
    }
  });

  it('refuses to share or quote an empty cart', async () => {
    for (const path of ['/cart/share', '/cart/pdf']) {
      const response = await new CartClient(testApp).post(path);
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>().error).toEqual({
        message: 'Your cart is currently empty',
        rule: 'empty_cart',
      });
    }
  });

  it('makes a real PDF quote with the lines, licences, scripts and total', async () => {
    const client = new CartClient(testApp);
    const put = await client.putCart(twoLines);
    const made = await client.post('/cart/pdf');
    expect(made.statusCode).toBe(200);
    const { url } = made.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/v1\/cart\/quotes\/[A-Za-z0-9_-]+\.pdf$/);

    // Downloaded by a browser without the cart cookie: the link is the key.
    const pdf = await testApp.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Quote');
    expect(text).toContain('EB Garamond Roman');
    expect(text).toContain('Vazirmatn Black');
    expect(text).toContain('Greek');
    expect(text).toContain('6–20 computers');
    expect(text).toContain(put.total.value);
    expect(text).toContain(testApp.config.foundryName);
    for (const line of testApp.config.foundryAddress) expect(text).toContain(line);
    const today = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
    expect(text).toContain(today);
  });

  it('quotes the cart sent in the body, and 404s an unknown quote', async () => {
    const made = await new CartClient(testApp).post('/cart/pdf', {
      cart: { items: [item('families', 'vazirmatn', { app: 2 })] },
    });
    expect(made.statusCode).toBe(200);
    const missing = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/cart/quotes/${'A'.repeat(43)}.pdf`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const expect422 = async (body: unknown, field: string | null, rule: string) => {
    const response = await new CartClient(testApp).put(body);
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json<ApiErrorBody>().errors;
    expect(errors).toContainEqual(expect.objectContaining({ field, rule }));
  };

  it('answers unknown options, tiers and scripts with field errors', async () => {
    await expect422(
      { cart: { items: [item('styles', 'eb-garamond/ultra-black', { desktop: 0 })] } },
      'cart.items.0.option_id',
      'unknown_option',
    );
    await expect422(
      { cart: { items: [item('families', 'eb-garamond', { desktop: 0, app: 4 })] } },
      'cart.items.0.options.app',
      'unknown_tier',
    );
    await expect422(
      { cart: { items: [item('families', 'eb-garamond', { web: -1 })] } },
      'cart.items.0.options.web',
      'unknown_tier',
    );
    await expect422(
      { cart: { items: [item('families', 'vazirmatn', { desktop: 0 }, ['greek'])] } },
      'cart.items.0.scripts',
      'unknown_script',
    );
    await expect422(
      { cart: { items: [item('families', 'no-such-family', { desktop: 0 })] } },
      'cart.items.0.typeface_page',
      'unknown_typeface',
    );
    await expect422(
      {
        cart: {
          items: [
            item('families', 'eb-garamond', { desktop: 0 }),
            item('families', 'eb-garamond', { desktop: 1 }),
          ],
        },
      },
      'cart.items.1.option_id',
      'duplicate',
    );
    await expect422(
      { cart: { items: [{ ...item('families', 'eb-garamond', {}), kind: 'fonts' }] } },
      'cart.items.0.kind',
      'invalid_kind',
    );
    await expect422(
      {
        cart: {
          items: [],
          buyer: { is_graduate_order: true, graduation_date: '2024-02-31' },
        },
      },
      'cart.buyer.graduation_date',
      'date',
    );
    await expect422({}, 'cart', 'required');
    await expect422({ cart: { items: 'all of them' } }, 'cart.items', 'list');
  });

  it('never answers garbage with a 500', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'cart',
      42,
      { cart: null },
      { cart: [] },
      { cart: { items: [null, 1, 'x', []] } },
      { cart: { items: [{ kind: 'styles', option_id: {}, typeface_page: [], options: 'x' }] } },
      { cart: { items: [{ ...item('families', 'eb-garamond', {}), options: { desktop: 1.5 } }] } },
      { cart: { items: [{ ...item('families', 'eb-garamond', {}), scripts: [1, 2] }] } },
      { cart: { items: [], buyer: 'student' } },
      { cart: { items: [], buyer: { is_student_order: 'yes' } } },
      { cart: { items: Array.from({ length: 201 }, () => item('families', 'eb-garamond', {})) } },
      { cart: { items: [item('families', '__proto__', {}, [], 'constructor')] } },
    ];
    for (const body of bodies) {
      const response = await new CartClient(testApp).put(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.json<ApiErrorBody>().errors.length).toBeGreaterThan(0);
    }
  });
});
