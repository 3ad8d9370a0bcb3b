import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../../../src/server/orders/adapters/issueInvoice';
import { NO_EXCHANGE_RATES } from '../../../src/server/orders/adapters/exchangeRates';
import { mailTo } from '../mail/outbox';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import {
  bearer,
  CARDS,
  checkout,
  createCheckoutTestApp,
  EU_BUYER,
  familyItem,
  newCustomer,
} from '../checkout/checkoutClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());

const invoiceNumbers = async () =>
  (
    await testApp.database.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('status', '=', 'paid')
      .execute()
  ).map((row) => Number(row.invoice_number));

const lastNumber = async () =>
  (
    await testApp.database.db
      .selectFrom('invoice_sequence')
      .select('last_number')
      .executeTakeFirstOrThrow()
  ).last_number;

describe('invoice numbers', () => {
  it('are gapless and unique when orders are paid at the same moment', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newCustomer(testApp)));
    const responses = await Promise.all(
      buyers.map((buyer) =>
        checkout(testApp, buyer.token, CARDS.succeeds, {
          cart: { items: [familyItem('eb-garamond')] },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    const numbers = (await invoiceNumbers()).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(await lastNumber()).toBe(numbers.length);
  });

  it('are not used up by a payment whose transaction is rolled back', async () => {
    const before = await lastNumber();
    const [order] = await testApp.database.db.selectFrom('orders').select('id').execute();
    await expect(
      testApp.database.db.transaction().execute(async (trx) => {
        await issueInvoice(trx, order?.id ?? '', new Date().toISOString(), NO_EXCHANGE_RATES);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await lastNumber()).toBe(before);
  });
});

describe('the job reference', () => {
  it('is kept with the order and shown on its invoice, in the history and in the receipt', async () => {
    const { email, token } = await newCustomer(testApp);
    const response = await checkout(testApp, token, CARDS.succeeds, {
      cart: { items: [familyItem('literata')] },
      personal_info: { ...EU_BUYER, job_reference: 'PO-2026-117' },
    });
    expect(response.statusCode).toBe(200);
    const { order_id } = response.json<{ order_id: string }>();
    const order = await testApp.api.get(`/orders/${order_id}`, { headers: bearer(token) });
    const details = order.json<{ order_details: Record<string, unknown> }>().order_details;
    expect(details.job_reference).toBe('PO-2026-117');
    expect(details.invoice_number).toMatch(/^INV-\d{6}$/);
    const invoice = await testApp.api.get(`/orders/${order_id}/invoice.pdf`, {
      headers: bearer(token),
    });
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain('Job reference: PO-2026-117');
    expect(text).toContain(`Invoice ${String(details.invoice_number)}`);
    const [mail] = await mailTo(testApp, email);
    expect(mail?.text).toContain('Your job reference: PO-2026-117');
  });
});
