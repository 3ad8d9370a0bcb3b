import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyOwnedMessage } from '../../../src/domain/upgrades/ownedLicence';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  createCheckoutTestApp,
  EU_BUYER,
  newCustomer,
  paymentMethod,
  styleItem,
} from './checkoutClient';

/*
 * Checkout refuses a line that buys nothing the customer does not own yet, but never a replay
 * of the checkout that bought it (docs/shop.md "Owned licences").
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

/** EB Garamond Regular, desktop 1–5 computers (the first desktop tier). */
const REGULAR_DESKTOP_1_5 = styleItem('eb-garamond', 'regular');

async function pay(token: string, checkoutKey: string) {
  const payment_method_id = await paymentMethod(testApp, token, CARDS.succeeds);
  const response = await testApp.api.post(
    '/checkout',
    {
      cart: { items: [REGULAR_DESKTOP_1_5] },
      payment_method_id,
      user: { personal_info: EU_BUYER },
      stripe_payment_intent: checkoutKey,
    },
    { headers: bearer(token) },
  );
  return { response, payment_method_id };
}

function chargesOf(paymentMethodId: string) {
  return testApp.database.db
    .selectFrom('test_payment_intents')
    .selectAll()
    .where('payment_method_id', '=', paymentMethodId)
    .execute();
}

describe('checkout of a licence the customer owns', () => {
  it('refuses the line with 422 already_owned and charges nothing', async () => {
    const { token } = await newCustomer(testApp);
    const bought = await pay(token, 'ck_owned-first-checkout-0123456789');
    expect(bought.response.statusCode).toBe(200);
    const orderId = bought.response.json<{ order_id: string }>().order_id;

    const again = await pay(token, 'ck_owned-second-checkout-0123456789');
    expect(again.response.statusCode).toBe(422);
    expect(again.response.json().errors).toEqual([
      { field: 'cart.items.0', message: alreadyOwnedMessage(orderId), rule: 'already_owned' },
    ]);
    expect(await chargesOf(again.payment_method_id)).toHaveLength(0);
    // Refused before the order is opened: the customer still has the one order.
    const { user_id } = await testApp.database.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const orders = await testApp.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user_id)
      .execute();
    expect(orders).toEqual([{ id: orderId }]);
  });

  it('answers a replay of the paid checkout with its order, not a refusal', async () => {
    const { token } = await newCustomer(testApp);
    const key = 'ck_owned-replayed-checkout-0123456789';
    const bought = await pay(token, key);
    expect(bought.response.statusCode).toBe(200);
    const replay = await pay(token, key);
    expect(replay.response.statusCode).toBe(200);
    expect(replay.response.json().order_id).toBe(bought.response.json().order_id);
    expect(await chargesOf(replay.payment_method_id)).toHaveLength(0);
  });
});
