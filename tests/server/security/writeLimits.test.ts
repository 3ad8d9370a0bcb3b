import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartClient, item } from '../cart/cartClient';
import { createTestApp, type TestApp } from '../support/testApp';

const A_CART = { items: [item('families', 'eb-garamond', { desktop: 0 })] };

describe('every write a visitor can repeat is rate-limited per address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_MAX: '2', CART_RATE_LIMIT_MAX: '3', DOCUMENT_RATE_LIMIT_MAX: '2' },
    });
  });
  afterAll(() => testApp.close());

  const refused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      errors: [{ field: null, message: expect.any(String) as string, rule: 'rate_limited' }],
    });
  };

  it('carts: CART_RATE_LIMIT_MAX writes a minute', async () => {
    const client = new CartClient(testApp);
    for (let i = 0; i < 3; i++) expect((await client.put({ cart: A_CART })).statusCode).toBe(200);
    refused(await client.put({ cart: A_CART }));
  });

  it('quotes and shares: DOCUMENT_RATE_LIMIT_MAX each a minute', async () => {
    const client = new CartClient(testApp);
    for (const path of ['/cart/pdf', '/cart/share']) {
      for (let i = 0; i < 2; i++) {
        expect((await client.post(path, { cart: A_CART })).statusCode, path).toBe(200);
      }
      refused(await client.post(path, { cart: A_CART }));
    }
  });

  it('account changes: RATE_LIMIT_MAX a minute, as the login form', async () => {
    for (const path of ['/users', '/users/change-password']) {
      for (let i = 0; i < 2; i++) {
        expect((await testApp.api.put(path, {})).statusCode, path).not.toBe(429);
      }
      refused(await testApp.api.put(path, {}));
    }
  });
});
