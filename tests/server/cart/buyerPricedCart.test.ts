import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer, CartUpdateAnswer } from '../../../src/contract/cartAnswer';
import {
  QUOTE_REVERSE_CHARGE,
  QUOTE_TAXES_MAY_BE_ADDED,
} from '../../../src/server/documents/adapters/quotePdf';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { CartClient } from './cartClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const cart = { items: [familyItem('eb-garamond')] };
const FRENCH_CONSUMER = {
  name: 'Camille Martin',
  address1: '12 Rue de Rivoli',
  zip_code: '75001',
  city: 'Paris',
  country: 'FR',
};
const FRENCH_BUSINESS = {
  ...FRENCH_CONSUMER,
  company: 'Atelier Martin SARL',
  vat_number: 'FR40303265045',
};

/** Checkout's address step for this browser's cart. */
async function addressStep(browser: CartClient, personalInfo: object): Promise<CartUpdateAnswer> {
  const response = await browser.put({ cart, user: { personal_info: personalInfo }, step: 2 });
  expect(response.statusCode).toBe(200);
  return response.json<CartUpdateAnswer>();
}

async function quoteText(browser: CartClient): Promise<string> {
  const made = await browser.post('/cart/pdf', { cart });
  expect(made.statusCode).toBe(200);
  const pdf = await testApp.app.inject({ method: 'GET', url: made.json<{ url: string }>().url });
  return pdfText(pdf.rawPayload).replace(/[ \t]+/g, ' ');
}

async function sharedAnswer(browser: CartClient): Promise<CartAnswer> {
  const shared = await browser.post('/cart/share', { cart });
  const opened = await testApp.api.get(`/cart/${shared.json<{ cart_id: string }>().cart_id}`);
  return opened.json<CartAnswer>();
}

describe('a cart priced for the buyer checkout was given', () => {
  it('shows a French consumer every price including 20 % VAT, in the cart, the quote and the shared link', async () => {
    const browser = new CartClient(testApp);
    const net = await browser.putCart(cart);
    expect(net.prices_include_vat).toBeUndefined();
    expect(net.cart[0]?.gross).toBeUndefined();
    const netPrice = net.cart[0]?.price ?? 0;

    const stepped = await addressStep(browser, FRENCH_CONSUMER);
    expect(stepped.taxjar_error).toBeNull();
    const gross = Math.round(netPrice * 120) / 100;
    expect(stepped.total.amount).toBe(gross);

    // Back in the cart (a plain update, and GET): the address step's buyer still prices it.
    for (const answer of [await browser.putCart(cart), (await browser.get()).json<CartAnswer>()]) {
      expect(answer.prices_include_vat).toBe(true);
      expect(answer.tax.line?.name).toBe('VAT France (20%)');
      expect(answer.cart[0]?.gross).toBe(gross);
      expect(answer.total.amount).toBe(gross);
    }

    const text = await quoteText(browser);
    expect(text).toContain('Quote for');
    expect(text).toContain('Camille Martin');
    expect(text).toContain('12 Rue de Rivoli');
    expect(text).toContain('75001 Paris');
    expect(text).toContain(`Total ${stepped.total.value}\n`);
    expect(text.replace(/\s+/g, ' ')).toContain(
      "The total includes VAT France (20%) for the buyer's address.",
    );

    const shared = await sharedAnswer(browser);
    expect(shared.total.value).toBe(stepped.total.value);
    expect(shared.tax.line?.name).toBe('VAT France (20%)');
  });

  it('keeps a French business with a VAT number at net prices, reverse-charged', async () => {
    const browser = new CartClient(testApp);
    const stepped = await addressStep(browser, FRENCH_BUSINESS);
    const answer = await browser.putCart(cart);
    expect(answer.prices_include_vat).toBeUndefined();
    expect(answer.tax.reverse_charge).toBe(true);
    expect(answer.total.amount).toBe(answer.net);
    expect(answer.total.value).toBe(stepped.total.value);
    const text = await quoteText(browser);
    expect(text).toContain('Atelier Martin SARL');
    expect(text.replace(/\s+/g, ' ')).toContain(QUOTE_REVERSE_CHARGE);
  });

  it('forgets an address the step could not place, and a guest is quoted the taxes that may be added', async () => {
    const browser = new CartClient(testApp);
    await addressStep(browser, FRENCH_CONSUMER);
    const refused = await addressStep(browser, { ...FRENCH_CONSUMER, zip_code: '1' });
    expect(refused.taxjar_error).not.toBeNull();
    const answer = await browser.putCart(cart);
    expect(answer.tax.kind).toBe('none');
    const text = await quoteText(browser);
    expect(text).not.toContain('Quote for');
    expect(text.replace(/\s+/g, ' ')).toContain(QUOTE_TAXES_MAY_BE_ADDED);
  });
});
