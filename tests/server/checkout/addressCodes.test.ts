import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import type { User } from '../../../src/contract/accounts';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  EU_BUYER,
  familyItem,
  newCustomer,
  putAddressStep,
  US_BUYER,
} from './checkoutClient';

/**
 * Sales tax is decided by the country and US state codes, so the server takes them only
 * as the selects offer them: "United States" typed into a request once paid no tax.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
}, 60_000);
afterAll(async () => testApp.close());

const items = [familyItem('eb-garamond')];
const COUNTRY_ERROR = { field: 'country', message: 'Please select your country.', rule: 'choice' };
const STATE_ERROR = { field: 'state', message: 'Please enter your state.', rule: 'choice' };
const THIRD_PARTY = { ...EU_BUYER, name: 'Client Corp', email: 'client@example.com' };

function addressStep(token: string, personal_info: object, third_party_data?: object) {
  return putAddressStep(testApp, token, { items, personal_info, third_party_data, step: 2 });
}

describe('country and state of the order information', () => {
  it('are refused as free text by checkout, which charges nothing and saves nothing', async () => {
    const { token } = await newCustomer(testApp);
    for (const country of ['United States', 'USA', 'us']) {
      const response = await checkout(testApp, token, CARDS.succeeds, {
        cart: { items },
        personal_info: { ...US_BUYER, country },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>().errors).toEqual([COUNTRY_ERROR]);
    }
    const state = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items },
      personal_info: { ...US_BUYER, state: 'New York' },
    });
    expect(state.json<ApiErrorBody>().errors).toEqual([STATE_ERROR]);

    const me = (await testApp.api.get('/me', { headers: bearer(token) })).json<User>();
    expect(me.personal_info.country).toBeUndefined();
    const orders = await testApp.database.db.selectFrom('orders').select('id').execute();
    expect(orders).toEqual([]);
  });

  it('are refused for the third party with the third party messages', async () => {
    const { token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items },
      personal_info: { ...EU_BUYER, third_party_order: true },
      third_party_data: { ...THIRD_PARTY, country: 'USA', state: 'NY' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      {
        field: 'third_party_data.country',
        message: 'Please select the third party’s country.',
        rule: 'choice',
      },
    ]);
  });

  it('are refused by the address step instead of pricing a US order without tax', async () => {
    const { token } = await newCustomer(testApp);
    const typed = await addressStep(token, { ...US_BUYER, country: 'United States' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json<ApiErrorBody>().errors).toEqual([COUNTRY_ERROR]);

    const state = await addressStep(token, { ...US_BUYER, state: 'new york' });
    expect(state.json<ApiErrorBody>().errors).toEqual([STATE_ERROR]);

    const thirdParty = await addressStep(
      token,
      { ...EU_BUYER, third_party_order: true },
      { ...THIRD_PARTY, country: 'US', state: 'California' },
    );
    expect(thirdParty.json<ApiErrorBody>().errors).toEqual([
      {
        field: 'third_party_data.state',
        message: 'Please enter the third party’s state.',
        rule: 'choice',
      },
    ]);

    const coded = await addressStep(token, US_BUYER);
    expect(coded.statusCode).toBe(200);
    expect(coded.json()).toMatchObject({ is_us_order: true, us_sales_tax_percentage: 4 });
  });
});
