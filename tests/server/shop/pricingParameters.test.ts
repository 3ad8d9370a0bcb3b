import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../../src/contract/cartAnswer';
import type { ShopAnswer } from '../../../src/server/shop/app/shopAnswer';
import { CartClient, item } from '../cart/cartClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { licencesYaml } from './shopContent';

/*
 * Each pricing parameter has one home (docs/shop.md "Pricing parameters"): the currency, its
 * symbol and the pro factor are the environment's; the price list is the content's.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { CURRENCY: 'EUR', CURRENCY_SYMBOL: '€', PRO_MULTIPLICATION: '2' },
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('pricing parameters from the environment', () => {
  it('write the empty cart total in the configured symbol', async () => {
    const client = new CartClient(testApp);
    expect((await client.get()).json<CartAnswer>().total.value).toBe('€0');
    await client.put({ cart: { items: [item('styles', 'vazirmatn/black', { web: 0 })] } });
    const deleted = await client.delete();
    expect(deleted.json<CartAnswer>().total.value).toBe('€0');
  });

  it("reach every shop's settings, and the pro factor prices pro options", async () => {
    const answer = (await testApp.api.get('/shops/eb-garamond')).json<ShopAnswer>();
    expect(answer.settings).toMatchObject({
      currency: 'EUR',
      currency_symbol: '€',
      pro_multiplication: 2,
    });
  });
});

describe('content/shop/licences.yaml', () => {
  it('holds only what the import reads: no currency, symbol or pro factor of its own', () => {
    expect(Object.keys(licencesYaml()).sort()).toEqual([
      'categories',
      'package_multiplication',
      'scripts',
      'single_style_multiplication',
    ]);
  });

  it("sets DESIGN's option factors: 0.8 a style in a package, 1 a single style", () => {
    expect(licencesYaml()).toMatchObject({
      package_multiplication: 0.8,
      single_style_multiplication: 1,
    });
  });
});
