import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
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
      owned: [
        {
          order_id: order,
          line: 0,
          licence: expect.objectContaining(italic(1)),
          // Desktop 6–20 computers, paid in full: what an upgrade of it is credited.
          paid_cents: 8500,
        },
      ],
    });
    const other = await testApp.api.get('/shops/literata/owned', { headers: bearer(buyer.token) });
    expect(other.json()).toEqual({ owned: [] });
    expect((await testApp.api.get('/shops/eb-garamond/owned')).statusCode).toBe(401);
  });
});
