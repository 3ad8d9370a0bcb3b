import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyDiscountCodeLookup } from '../../../src/server/discounts/adapters/KyselyDiscountCodeLookup';
import { mailTo } from '../mail/outbox';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';
import {
  bearer,
  createCheckoutTestApp,
  familyItem,
  newCustomer,
  SWISS_BUYER,
} from './checkoutClient';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  await new KyselyDiscountCodeLookup(testApp.database.db).create({
    code: 'PRESSCOPY',
    kind: 'percent',
    percent: 100,
    amountCents: null,
    expiresOn: null,
    maxUses: 5,
    typefaces: ['eb-garamond'],
  });
});
afterAll(async () => testApp.close());

function placeOrder(token: string, items: unknown[], extra: Record<string, unknown> = {}) {
  return testApp.api.post(
    '/checkout',
    {
      cart: { items, discount_code: 'PRESSCOPY' },
      user: { personal_info: SWISS_BUYER },
      third_party_data: null,
      ...extra,
    },
    { headers: bearer(token) },
  );
}

describe('an order with nothing to pay', () => {
  it('is paid without a card, with its invoice, zip and certificate', async () => {
    const { email, token } = await newCustomer(testApp);
    const placed = await placeOrder(token, [familyItem('eb-garamond')]);
    expect(placed.statusCode).toBe(200);
    const { order_id: orderId } = placed.json<{ order_id: string }>();

    const order = await testApp.api.get(`/orders/${orderId}`, { headers: bearer(token) });
    expect(order.json().order_details).toMatchObject({ status: 'paid' });
    expect(order.json().total.value).toBe('$0');
    const row = await testApp.database.db
      .selectFrom('orders')
      .select(['payment_method_id', 'total_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_method_id: 'none', total_cents: 0 });

    const zip = await testApp.api.get(`/orders/${orderId}/fonts.zip`, { headers: bearer(token) });
    expect(zip.statusCode).toBe(200);
    const files = unzip(zip.rawPayload);
    expect([...files.keys()].some((name) => /\.(ttf|otf|woff2?)$/.test(name))).toBe(true);
    expect(files.get('Licence certificate.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');
    const invoice = await testApp.api.get(`/orders/${orderId}/invoice.pdf`, {
      headers: bearer(token),
    });
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain(orderId);
    // No card paid: the invoice and the receipt say nothing was due, not whose card paid.
    expect(invoiceText).toContain('No payment due');
    expect(invoiceText).not.toMatch(/card ending/i);
    const [receipt] = await mailTo(testApp, email);
    expect(receipt?.subject).toContain(`#${orderId}`);
    for (const body of [receipt?.text, receipt?.html]) {
      expect(body).toContain('No payment due');
      expect(body).not.toMatch(/card ending|payment has been received/i);
    }
  });

  it('still needs a card when the code leaves something to pay', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await placeOrder(token, [familyItem('eb-garamond'), familyItem('literata')]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'payment_method_id',
      rule: 'required',
    });
  });

  it('is not paid by a payment method "none" when there is money to take', async () => {
    const { token } = await newCustomer(testApp);
    const refused = await placeOrder(token, [familyItem('eb-garamond'), familyItem('literata')], {
      payment_method_id: 'none',
    });
    expect(refused.statusCode).toBe(402);
  });
});
