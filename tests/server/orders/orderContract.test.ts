import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAnswer, orderHistoryAnswer } from '../../../src/contract/orderAnswers';
import { orderParams } from '../../../src/contract/orders';
import { newOrderNumber } from '../../../src/server/orders/app/orderNumber';
import { bearer, createCheckoutTestApp, familyItem, newCustomer } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(() => testApp.close());

describe('the order endpoints of the wire contract (src/contract/orders.ts)', () => {
  it('answers a paid order and the history in the declared shapes', async () => {
    const { buyer, orderId } = await paidOrder(testApp, [familyItem('eb-garamond')]);
    const order = await testApp.api.get(`/orders/${orderId}`, { headers: bearer(buyer.token) });
    expect(order.statusCode).toBe(200);
    expect(orderAnswer.parse(order.json()).order_details.id).toBe(orderId);
    const history = await testApp.api.post(
      '/settings/orders',
      {},
      { headers: bearer(buyer.token) },
    );
    expect(orderHistoryAnswer.parse(history.json()).map((o) => o.order_details.id)).toEqual([
      orderId,
    ]);
  });

  it('refuses an order history body that is not an object with 400 and its error', async () => {
    const { token } = await newCustomer(testApp);
    const response = await testApp.api.post('/settings/orders', ['all'], {
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: null, message: 'The request body must be an object.', rule: 'validation' },
    ]);
  });

  it('refuses a path that is no order number with 400 on `id`, before any lookup', async () => {
    const { token } = await newCustomer(testApp);
    for (const path of ['/orders/42', '/orders/42/fonts.zip', '/orders/x/invoice.pdf']) {
      const response = await testApp.api.get(path, { headers: bearer(token) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'id', message: 'id is not in the expected form.', rule: 'invalid_path' },
      ]);
    }
    const unknown = await testApp.api.get('/orders/20261123-AAAAAA', { headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes every order number the server gives out', () => {
    const number = newOrderNumber(new Date('2026-11-23T12:00:00Z'));
    expect(orderParams.safeParse({ id: number }).success).toBe(true);
  });

  it('publishes the order endpoints in openapi.json, the files with their media types', async () => {
    const document = (await testApp.api.get('/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[]; responses: object }>>;
    }>();
    expect(document.paths['/api/v1/orders/{id}']?.get?.tags).toEqual(['orders']);
    expect(document.paths['/api/v1/settings/orders']?.post?.tags).toEqual(['orders']);
    expect(document.paths['/api/v1/orders/{id}/fonts.zip']?.get?.responses).toMatchObject({
      200: { content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
    });
    expect(document.paths['/api/v1/orders/{id}/invoice.pdf']?.get?.responses).toMatchObject({
      200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    });
  });
});
