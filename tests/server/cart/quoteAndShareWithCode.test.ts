import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeCommand } from '../../../src/server/commands/discountCodeCommand';
import { QUOTE_TAXES_MAY_BE_ADDED } from '../../../src/server/documents/adapters/quotePdf';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  await discountCodeCommand(testApp.config, ['create', 'AUTUMN20', '--percent', '20']);
});
afterAll(async () => testApp.close());

const cart = { items: [familyItem('eb-garamond')], discount_code: 'autumn20' };

async function quoteText(headers: Record<string, string> = {}): Promise<string> {
  const made = await testApp.api.post('/cart/pdf', { cart }, { headers });
  expect(made.statusCode).toBe(200);
  const pdf = await testApp.app.inject({ method: 'GET', url: made.json<{ url: string }>().url });
  return pdfText(pdf.rawPayload);
}

describe('a quote and a shared link of a cart with a discount code', () => {
  it('are priced with the code, to the cent of the cart', async () => {
    const priced = await testApp.api.put('/cart', { cart });
    const { total, discounts } = priced.json<{
      total: { value: string };
      discounts: { name: string; value: string }[];
    }>();
    expect(discounts.map((discount) => discount.name)).toContain('Discount code AUTUMN20 (20%)');

    const text = await quoteText();
    expect(text).toContain(`Discount code AUTUMN20 (20%) ${discounts.at(-1)?.value}`);
    expect(text).toContain(`Total ${total.value}`);
    // The note wraps over lines.
    expect(text.replace(/\s+/g, ' ')).toContain(QUOTE_TAXES_MAY_BE_ADDED);

    const shared = await testApp.api.post('/cart/share', { cart });
    const opened = await testApp.api.get(`/cart/${shared.json<{ cart_id: string }>().cart_id}`);
    expect(opened.json<{ total: { value: string } }>().total.value).toBe(total.value);
    expect(opened.json<{ discount_code: { code: string } }>().discount_code.code).toBe('AUTUMN20');
  });

  it('states the tax of a logged-in buyer with a saved address', async () => {
    const { token } = await newCustomer(testApp);
    // A first order saves the address (a German business: 19 %, no consent asked).
    const paid = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('literata')] },
      personal_info: {
        name: 'Bernd Betrieb',
        company: 'Betrieb GmbH',
        address1: 'Torstraße 1',
        zip_code: '10119',
        city: 'Berlin',
        country: 'DE',
        vat_number: 'DE136695976',
      },
    });
    expect(paid.statusCode).toBe(200);
    const priced = await testApp.api.put('/cart', { cart }, { headers: bearer(token) });
    const { total } = priced.json<{ total: { value: string } }>();
    const text = await quoteText(bearer(token));
    expect(text).toContain('VAT Germany (19%)');
    expect(text).toContain(`Total ${total.value}`);
    expect(text.replace(/\s+/g, ' ')).toContain(
      "The total includes VAT Germany (19%) for the buyer's address.",
    );
    expect(text).not.toContain('Taxes may be added');
  });
});
