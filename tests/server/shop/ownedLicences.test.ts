import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  styleItem,
} from '../checkout/checkoutClient';
import type { TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const SWISS_BUYER = {
  name: 'Hans Muster',
  address1: 'Bahnhofstrasse 1',
  zip_code: '8001',
  city: 'Zürich',
  country: 'CH',
};
const DESKTOP = (tier: number) => ({ desktop: tier, web: null, app: null });
const italic = (tier: number) => styleItem('eb-garamond', 'italic', DESKTOP(tier));

async function pay(token: string, items: unknown[]) {
  const response = await checkout(testApp, token, CARDS.succeeds, {
    cart: { items },
    personal_info: SWISS_BUYER,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: string }>().order_id;
}

describe('owned licences', () => {
  it('answers the customer the licences they hold in one shop, and a guest nothing', async () => {
    const buyer = await newCustomer(testApp);
    const order = await pay(buyer.token, [italic(1)]);
    const owned = await testApp.api.get('/shops/eb-garamond/owned', {
      headers: bearer(buyer.token),
    });
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.headers['cache-control']).toBe('no-store');
    expect(owned.json()).toEqual({
      owned: [{ order_id: order, line: 0, licence: expect.objectContaining(italic(1)) }],
    });
    const other = await testApp.api.get('/shops/literata/owned', { headers: bearer(buyer.token) });
    expect(other.json()).toEqual({ owned: [] });
    expect((await testApp.api.get('/shops/eb-garamond/owned')).statusCode).toBe(401);
  });

  it('refuses at checkout a line the customer owns already, with a note on that line', async () => {
    const buyer = await newCustomer(testApp);
    const order = await pay(buyer.token, [italic(1)]);
    // The same style at a smaller licence, and the family beside it (which is new).
    const response = await checkout(testApp, buyer.token, CARDS.succeeds, {
      cart: { items: [familyItem('literata', DESKTOP(0)), italic(0)] },
      personal_info: SWISS_BUYER,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      {
        field: 'cart.items.1',
        message: `You already own this licence (order #${order}), so this line adds nothing. Remove it, or choose a larger licence to upgrade.`,
        rule: 'already_owned',
      },
    ]);
    // The cart itself still holds the line, for the customer to see the note on it.
    const cart = await testApp.api.put(
      '/cart',
      { cart: { items: [italic(0)] } },
      { headers: bearer(buyer.token) },
    );
    expect(cart.statusCode).toBe(200);
    // A larger licence is new: it is paid for, and the owned one is not refused.
    await pay(buyer.token, [italic(2)]);
  });
});
