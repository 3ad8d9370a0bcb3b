import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp';
import { CartClient, item } from '../cart/cartClient';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';

const SHORT_OF_SPACE = {
  errors: [
    {
      field: null,
      message: 'The shop is short of disk space; please try again later.',
      rule: 'disk_full',
    },
  ],
};

describe('a disk short of free space', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Ten terabytes: more than this machine's disk has free, so the disk reads as short.
    testApp = await createCheckoutTestApp({ env: { MIN_FREE_DISK_MB: '10000000' } });
  });
  afterAll(() => testApp.close());

  const CART = { items: [item('families', 'eb-garamond', { desktop: 0 })] };

  it('refuses a new anonymous cart, a quote and a shared cart with 503 and Retry-After', async () => {
    const visitor = new CartClient(testApp);
    const answers = [
      await visitor.put({ cart: CART }),
      await visitor.post('/cart/pdf', { cart: CART }),
      await visitor.post('/cart/share', { cart: CART }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('60');
      expect(answer.json()).toMatchObject(SHORT_OF_SPACE);
    }
    expect(visitor.cookie).toBeNull();
  });

  it("still saves a customer's cart and takes their order to paid", async () => {
    const { token } = await newCustomer(testApp);
    const items = [familyItem('eb-garamond')];
    const cart = await testApp.api.put('/cart', { cart: { items } }, { headers: bearer(token) });
    expect(cart.statusCode).toBe(200);

    const paid = await checkout(testApp, token, CARDS.succeeds, { cart: { items } });
    expect(paid.statusCode).toBe(200);
    const { order_id } = paid.json<{ order_id: string }>();
    const order = await testApp.api.get(`/orders/${order_id}`, { headers: bearer(token) });
    expect(order.json<{ order_details: { status: string } }>().order_details.status).toBe('paid');
  });
});

describe('a disk with room', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createCheckoutTestApp({ env: { MIN_FREE_DISK_MB: '1' } });
  });
  afterAll(() => testApp.close());

  it('makes a new anonymous cart and its quote', async () => {
    const visitor = new CartClient(testApp);
    const cart = { items: [item('families', 'eb-garamond', { desktop: 0 })] };
    expect((await visitor.put({ cart })).statusCode).toBe(200);
    expect((await visitor.post('/cart/pdf', { cart })).statusCode).toBe(200);
  });
});
