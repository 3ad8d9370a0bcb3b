import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp';
import { CARDS, checkout, createCheckoutTestApp, familyItem, newCustomer } from './checkoutClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ env: { FOUNDRY_VAT_ID: 'DE 123 456 789' } });
});
afterAll(async () => testApp.close());

/** Stripe's test card issued in Germany (docs/payments.md). */
const GERMAN_CARD = '4000 0027 6000 0016';
const BERLIN = {
  name: 'Karla Kunde',
  address1: 'Torstraße 1',
  zip_code: '10119',
  city: 'Berlin',
  country: 'DE',
};
const ZURICH = { ...BERLIN, zip_code: '8001', city: 'Zürich', country: 'CH' };

function storedEvidence(orderId: string) {
  return testApp.database.db
    .selectFrom('orders')
    .select(['tax_evidence_json', 'vat_number_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('location evidence at checkout', () => {
  it('refuses "Switzerland" with a Berlin postcode, saying what disagrees', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { ...BERLIN, country: 'CH' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'zip_code',
      message:
        'The zip code 10119 is not a postcode of Switzerland. Please check your country and zip code.',
    });
  });

  it('refuses a card issued in Germany for a Swiss billing address, before charging it', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await checkout(testApp, token, GERMAN_CARD, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: ZURICH,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'payment_method_id',
        message:
          'Your card was issued in Germany, but your billing address is in Switzerland. Please check your country, or pay with a card issued there.',
        rule: 'location_evidence',
      },
    ]);
  });

  it('stores the evidence the tax rests on with the order', async () => {
    const { token } = await newCustomer(testApp);
    const paid = await checkout(testApp, token, GERMAN_CARD, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { ...BERLIN, company: 'Kunde GmbH', vat_number: 'DE136695976' },
    });
    expect(paid.statusCode).toBe(200);
    const row = await storedEvidence(paid.json().order_id as string);
    expect(JSON.parse(row.tax_evidence_json ?? 'null')).toEqual({
      billingCountry: 'DE',
      postcode: '10119',
      state: null,
      postcodeAgrees: true,
      cardCountry: 'DE',
    });
    expect(row.vat_number_status).toBe('checksum');
  });
});
