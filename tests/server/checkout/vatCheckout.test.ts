import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  putAddressStep,
} from './checkoutClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ env: { FOUNDRY_VAT_ID: 'DE 123 456 789' } });
});
afterAll(async () => testApp.close());

const GERMAN_CONSUMER = {
  name: 'Karla Kunde',
  address1: 'Torstraße 1',
  zip_code: '10119',
  city: 'Berlin',
  country: 'DE',
};
const FRENCH_BUSINESS = {
  name: 'Jeanne Dupont',
  company: 'Atelier Dupont SARL',
  address1: '1 Rue de Rivoli',
  zip_code: '75001',
  city: 'Paris',
  country: 'FR',
  vat_number: 'FR 40 303 265 045',
};

async function addressStep(token: string | null, personal_info: Record<string, unknown>) {
  const items = [familyItem('eb-garamond')];
  const response = await putAddressStep(testApp, token, { items, personal_info, step: 'address' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function invoiceText(token: string, orderId: string): Promise<string> {
  const response = await testApp.api.get(`/orders/${orderId}/invoice.pdf`, {
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

describe('VAT at checkout (foundry in Germany)', () => {
  it('charges a German consumer 19 % VAT: address step, order, receipt and invoice', async () => {
    const guest = await testApp.api.put('/cart', { cart: { items: [familyItem('eb-garamond')] } });
    const net = guest.json().total.amount as number;
    const answer = await addressStep(null, GERMAN_CONSUMER);
    const vat = Math.round(net * 19) / 100;
    expect(answer).toMatchObject({
      is_us_order: false,
      us_sales_tax: 0,
      vat,
      vat_percentage: 19,
      reverse_charge: false,
      taxjar_error: null,
      tax: { kind: 'vat', country: 'DE', line: { name: 'VAT Germany (19%)' } },
    });
    expect(answer.total.amount).toBe(Math.round((net + vat) * 100) / 100);

    const { token } = await newCustomer(testApp);
    const paid = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: GERMAN_CONSUMER,
      extra: { withdrawal_consent: true },
    });
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().order_id as string;
    const order = await testApp.api.get(`/orders/${orderId}`, { headers: bearer(token) });
    expect(order.json().tax_line.name).toBe('VAT Germany (19%)');
    expect(order.json().total.value).toBe(answer.total.value);

    const text = await invoiceText(token, orderId);
    expect(text).toContain(`Invoice number: ${order.json().order_details.invoice_number}`);
    expect(text).toContain(`Order: #${orderId}`);
    expect(text).toContain("Seller's VAT ID: DE123456789");
    // Invoiced in dollars: the VAT in euros too, at the dated table's rate.
    expect(text).toMatch(/VAT in EUR: €[\d,.]+ \(1 EUR = [\d.]+ USD, ECB reference rate of /);
    expect(text).toContain('Billed to\nKarla Kunde');
    expect(text).toContain(`Net amount ${guest.json().total.value}`);
    expect(text).toContain(`VAT 19% (Germany) ${answer.tax.line.value}`);
    expect(text).toContain(`Total (gross) ${answer.total.value}`);
    expect(text).not.toContain('Reverse charge');

    // From now on the customer's cart knows the country and shows the VAT before checkout.
    const cart = await testApp.api.put(
      '/cart',
      { cart: { items: [familyItem('eb-garamond')] } },
      { headers: bearer(token) },
    );
    expect(cart.json().tax.line.name).toBe('VAT Germany (19%)');
  });

  it('charges a German business 19 % too, even with a VAT number', async () => {
    const answer = await addressStep(null, { ...GERMAN_CONSUMER, vat_number: 'DE987654321' });
    expect(answer).toMatchObject({ vat_percentage: 19, reverse_charge: false });
  });

  it('charges a French consumer French VAT (one-stop shop)', async () => {
    const answer = await addressStep(null, { ...FRENCH_BUSINESS, vat_number: '' });
    expect(answer).toMatchObject({
      vat_percentage: 20,
      tax: { line: { name: 'VAT France (20%)' } },
    });
  });

  it('charges a French business with a VAT number none, and the invoice says reverse charge', async () => {
    const answer = await addressStep(null, FRENCH_BUSINESS);
    expect(answer).toMatchObject({ vat: 0, vat_percentage: 0, reverse_charge: true });
    const { token } = await newCustomer(testApp);
    const paid = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: FRENCH_BUSINESS,
    });
    expect(paid.statusCode).toBe(200);
    const text = await invoiceText(token, paid.json().order_id);
    expect(text).toContain('VAT 0% (reverse charge) $0');
    expect(text).toContain(
      'Reverse charge\nReverse charge: the recipient of this service is liable',
    );
    expect(text).toContain("Seller's VAT ID: DE123456789");
    expect(text).toContain("Buyer's VAT ID: FR40303265045");
    expect(text).toContain('VAT number: FR 40 303 265 045');
  });

  it('refuses a French VAT number in a wrong format, on its field, at both steps', async () => {
    const answer = await addressStep(null, { ...FRENCH_BUSINESS, vat_number: 'FR123' });
    expect(answer.taxjar_error).toBe(
      'This is not a valid VAT number for France. Please check it, or leave it empty to pay VAT.',
    );
    expect(answer.taxjar_error_field).toBe('vat_number');
    const { token } = await newCustomer(testApp);
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: { ...FRENCH_BUSINESS, vat_number: 'FR123' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'vat_number', rule: 'taxjar_error' });
  });

  it('charges UK consumers UK VAT, UK businesses with a number none, and Swiss buyers no tax', async () => {
    const uk = { ...GERMAN_CONSUMER, country: 'GB', zip_code: 'SW1Y 4JH', city: 'London' };
    expect(await addressStep(null, uk)).toMatchObject({ vat_percentage: 20 });
    expect(await addressStep(null, { ...uk, vat_number: 'GB980780684' })).toMatchObject({
      vat: 0,
      reverse_charge: true,
    });
    const swiss = await addressStep(null, { ...GERMAN_CONSUMER, country: 'CH', zip_code: '8001' });
    expect(swiss).toMatchObject({ vat: 0, tax: { kind: 'none', line: null } });
  });
});
