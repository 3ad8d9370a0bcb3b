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
} from './checkoutClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ env: { FOUNDRY_VAT_ID: 'DE 123 456 789' } });
});
afterAll(async () => testApp.close());

/** A Leipzig business with a German VAT ID, ordering for a client in Vienna. */
const LEIPZIG_BUSINESS = {
  name: 'Lena Leipzig',
  company: 'Leipziger Satz GmbH',
  address1: 'Karl-Liebknecht-Straße 1',
  zip_code: '04107',
  city: 'Leipzig',
  country: 'DE',
  vat_number: 'DE136695976',
  third_party_order: true,
};
const VIENNA_CLIENT = {
  name: 'Viktor Wien',
  company: 'Wiener Werkstätte KG',
  email: 'viktor@example.at',
  address1: 'Stephansplatz 1',
  zip_code: '1010',
  city: 'Wien',
  country: 'AT',
};

async function paidOrder(token: string, thirdParty: Record<string, unknown>) {
  const paid = await checkout(testApp, token, CARDS.succeeds, {
    cart: { items: [familyItem('eb-garamond')] },
    personal_info: LEIPZIG_BUSINESS,
    third_party_data: thirdParty,
  });
  expect(paid.statusCode).toBe(200);
  const orderId = paid.json().order_id as string;
  const order = await testApp.api.get(`/orders/${orderId}`, { headers: bearer(token) });
  const invoice = await testApp.api.get(`/orders/${orderId}/invoice.pdf`, {
    headers: bearer(token),
  });
  return { order: order.json(), invoice: await pdfText(invoice.rawPayload) };
}

describe('who is taxed is who is invoiced', () => {
  it('taxes and invoices the orderer by default: German VAT on an invoice to Leipzig', async () => {
    const { token } = await newCustomer(testApp);
    const { order, invoice } = await paidOrder(token, VIENNA_CLIENT);
    expect(order.tax_line.name).toBe('VAT Germany (19%)');
    expect(order.licensee).toMatchObject({ name: 'Viktor Wien', country: 'AT' });
    expect(invoice).toContain('Billed to\nLena Leipzig');
    expect(invoice).toMatch(/Licensee\nViktor Wien/);
    expect(invoice).toContain('VAT 19% (Germany)');
  });

  it('taxes and invoices the licensee when asked: reverse charge with their VAT number', async () => {
    const { token } = await newCustomer(testApp);
    const { order, invoice } = await paidOrder(token, {
      ...VIENNA_CLIENT,
      invoice_licensee: true,
      vat_number: 'ATU13585627',
    });
    expect(order.tax_line.name).toBe('Reverse charge (VAT 0%)');
    expect(invoice).toContain('Billed to\nViktor Wien');
    // The invoiced licensee is not repeated in a licensee column.
    expect(invoice).not.toMatch(/Licensee\nViktor Wien/);
    expect(invoice).toContain("Buyer's VAT ID: ATU13585627");
  });

  it('refuses the licensee’s wrong VAT number on the third party’s field', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('eb-garamond')] },
      personal_info: LEIPZIG_BUSINESS,
      third_party_data: { ...VIENNA_CLIENT, invoice_licensee: true, vat_number: 'ATU13585628' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'third_party_data.vat_number',
      message:
        'This is not a valid VAT number for Austria. Please check it, or leave it empty to pay VAT.',
    });
  });
});
