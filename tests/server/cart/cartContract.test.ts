import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from './cartClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const aCart = { items: [item('families', 'eb-garamond', { desktop: 0 })] };

/** The contract (src/contract/cart.ts, checkout.ts) refuses a wrong type with 400 on its field. */
async function expect400(
  response: { statusCode: number; body: string; json<T>(): T },
  field: string,
): Promise<void> {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<ApiErrorBody>().errors).toContainEqual({
    field,
    message: expect.any(String) as string,
    rule: 'validation',
  });
}

describe('the cart and checkout bodies, checked by the wire contract', () => {
  it('refuses a PUT /cart body of the wrong types with 400 and field errors', async () => {
    await expect400(
      await testApp.api.put('/cart', { cart: { ...aCart, buyer: { is_student_order: 'yes' } } }),
      'cart.buyer.is_student_order',
    );
    await expect400(
      await testApp.api.put('/cart', { cart: { ...aCart, discount_code: { code: 'X' } } }),
      'cart.discount_code',
    );
    await expect400(await testApp.api.put('/cart', { cart: 'everything' }), 'cart');
  });

  it('refuses a PUT /cart body whose cart has no items on that field, keeping the stored cart', async () => {
    const client = new CartClient(testApp);
    expect((await client.put({ cart: aCart })).statusCode).toBe(200);
    const before = (await client.get()).json<{ items: unknown[] }>();
    expect(before.items).toHaveLength(1);

    // A cart wrapped once too often is not an empty cart: it must not price or save as one.
    const wrapped = await client.put({ cart: { cart: aCart.items } });
    await expect400(wrapped, 'cart.items');
    await expect400(await client.put({ cart: { buyer: null } }), 'cart.items');

    expect((await client.get()).json<{ items: unknown[] }>()).toEqual(before);
  });

  it('reads a stored profile’s 0 and 1 as the buyer flags they stand for', async () => {
    const priced = async (flag: number) => {
      const buyer = { is_student_order: flag, is_graduate_order: 0, third_party_order: 0 };
      const response = await testApp.api.put('/cart', { cart: { ...aCart, buyer } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ discounts: { name: string }[]; buyer: unknown }>();
    };
    const student = await priced(1);
    expect(student.discounts.map((discount) => discount.name)).toEqual(['Student discount (50%)']);
    expect(student.buyer).toEqual({
      is_student_order: true,
      is_graduate_order: false,
      third_party_order: false,
      graduation_date: null,
    });
    expect((await priced(0)).discounts).toEqual([]);
  });

  it('refuses a checkout body of the wrong types with 400 before any order', async () => {
    await expect400(
      await testApp.api.post('/checkout', { cart: aCart, payment_method_id: ['pm_1'] }),
      'payment_method_id',
    );
    await expect400(
      await testApp.api.post('/checkout', {
        cart: aCart,
        user: { personal_info: { name: { first: 'Ada' } } },
      }),
      'user.personal_info.name',
    );
    await expect400(
      await testApp.api.post('/payment/confirm', { order_id: { id: 1 } }),
      'order_id',
    );
  });

  it('publishes the cart, checkout and payment endpoints in the OpenAPI document', async () => {
    const document = (await testApp.api.get('/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(declared).toEqual(
      expect.arrayContaining([
        'PUT /api/v1/cart',
        'GET /api/v1/cart',
        'DELETE /api/v1/cart',
        'POST /api/v1/cart/share',
        'GET /api/v1/cart/{id}',
        'POST /api/v1/cart/pdf',
        'GET /api/v1/cart/quotes/{file}',
        'POST /api/v1/checkout',
        'POST /api/v1/payment/confirm',
        'POST /api/v1/payment/failed',
        'GET /api/v1/payments/config',
        'POST /api/v1/webhooks/stripe',
      ]),
    );
    expect(document.paths['/api/v1/checkout']?.post?.tags).toEqual(['checkout']);
  });
});
