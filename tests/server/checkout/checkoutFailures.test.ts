import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED } from '../../../src/server/payments/app/testCards';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  EU_BUYER,
  familyItem,
  newCustomer,
} from './checkoutClient';

/*
 * Each named failure of the checkout use cases, as the one error handler answers it
 * (src/server/checkout/http/checkoutFailureAnswers.ts): its status, its `{field, message, rule}`, and never a
 * cached answer.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

function post(path: string, token: string, body: unknown) {
  return testApp.api.post(path, body, { headers: bearer(token) });
}

describe('checkout failures', () => {
  it('asks for the card when none is given (CardRequired)', async () => {
    const { token } = await newCustomer(testApp);
    const response = await post('/checkout', token, {
      cart: { items: [familyItem('eb-garamond')] },
      user: { personal_info: EU_BUYER },
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: { message: 'Please enter your card details.', rule: 'required' },
      errors: [
        {
          field: 'payment_method_id',
          message: 'Please enter your card details.',
          rule: 'required',
        },
      ],
    });
  });

  it('refuses an empty cart before any charge (EmptyCart)', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.succeeds, { cart: { items: [] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'cart', message: 'Your cart is currently empty', rule: 'empty_cart' },
    ]);
  });

  it('answers a declined card with 402 and the order to retry (PaymentDeclined)', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.declined, {
      cart: { items: [familyItem('eb-garamond')] },
    });
    expect(response.statusCode).toBe(402);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ order_id: string; errors: unknown[] }>();
    expect(body.order_id).toMatch(/^\d{8}-/);
    expect(body.errors).toEqual([{ field: null, message: CARD_DECLINED, rule: 'card_declined' }]);
  });

  it("answers someone else's or an unknown order as missing (OrderNotFound)", async () => {
    const owner = await newCustomer(testApp);
    const declined = await checkout(testApp, owner.token, CARDS.declined, {
      cart: { items: [familyItem('literata')] },
    });
    const orderId = declined.json<{ order_id: string }>().order_id;
    const other = await newCustomer(testApp);
    for (const path of ['/payment/confirm', '/payment/failed']) {
      for (const order_id of [orderId, 'no-such-order']) {
        const response = await post(path, other.token, { order_id });
        expect(response.statusCode, `${path} ${order_id}`).toBe(404);
        expect(response.json().errors).toEqual([
          { field: 'order_id', message: 'This order does not exist.', rule: 'not_found' },
        ]);
      }
    }
    // The owner is answered with the order's status.
    const failed = await post('/payment/failed', owner.token, { order_id: orderId });
    expect(failed.json()).toEqual({ ok: true, order_id: orderId, status: 'failed' });
  });
});
