import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderAnswer, AdminRefundAnswer } from '../../../src/contract/adminAnswers';
import type { OrderAnswer } from '../../../src/contract/orderAnswers';
import { bearer, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { mailTo } from '../mail/outbox';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import { pdfText } from '../support/pdfText';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

let testApp: TestApp;
let staff: string;
let order: PaidOrder;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'refunds@example.com');
  order = await paidOrder(testApp, [familyItem('eb-garamond'), familyItem('inter')]);
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });
const asBuyer = () => ({ headers: bearer(order.buyer.token) });

async function adminOrder(): Promise<AdminOrderAnswer> {
  const response = await testApp.api.get(`/admin/orders/${order.orderId}`, asStaff());
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderAnswer>();
}

describe('a refund', () => {
  it('refunds one line, issues a credit note, mails it and revokes only that line', async () => {
    const refunded = await testApp.api.post(
      `/admin/orders/${order.orderId}/refund`,
      { lines: [1] },
      asStaff(),
    );
    expect(refunded.statusCode).toBe(200);
    const { status, credit_note } = refunded.json<AdminRefundAnswer>();
    expect(status).toBe('refunded');
    expect(credit_note).toMatch(/^CN-\d{6}$/);

    const answer = await adminOrder();
    expect(answer.order.order_details.status).toBe('partially_refunded');
    expect(answer.order.cart.map((line) => line.refunded)).toEqual([false, true]);
    const [note] = answer.order.order_details.credit_notes ?? [];
    expect(note?.number).toBe(credit_note);

    const [, mail] = await mailTo(testApp, order.buyer.email);
    const invoiceNumber = answer.order.order_details.invoice_number ?? '';
    expect(mail?.subject).toBe(
      `Credit note ${credit_note} for invoice ${invoiceNumber} (order #${order.orderId})`,
    );
    const pdf = await testApp.api.get(
      `/orders/${order.orderId}/credit-notes/${credit_note}.pdf`,
      asBuyer(),
    );
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Credit note ${credit_note}`);
    expect(text).toContain(`Corrects invoice: ${invoiceNumber}`);
    expect(text).toContain('-$');

    const again = await testApp.api.post(
      `/admin/orders/${order.orderId}/refund`,
      { lines: [1] },
      asStaff(),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: [
        { field: 'lines', message: 'Line 2 is refunded already.', rule: 'already_refunded' },
      ],
    });
    // The zip of the lines left is built here: fonts are subset and stamped, which takes a while.
    const zip = await testApp.api.get(`/orders/${order.orderId}/fonts.zip`, asBuyer());
    expect(zip.statusCode).toBe(200);
  }, 120_000);

  it('refunds the rest: the order is refunded, its fonts answer 410, the audit has both', async () => {
    const rest = await testApp.api.post(`/admin/orders/${order.orderId}/refund`, {}, asStaff());
    expect(rest.statusCode).toBe(200);
    const history = await testApp.api.post('/settings/orders', {}, asBuyer());
    const [listed] = history.json<OrderAnswer[]>();
    expect(listed?.order_details.status).toBe('refunded');
    expect(listed?.order_details.credit_notes).toHaveLength(2);
    expect(listed?.order_details.zip).toBeNull();

    const api = await testApp.api.get(`/orders/${order.orderId}/fonts.zip`, asBuyer());
    expect(api.statusCode).toBe(410);
    expect(api.json()).toMatchObject({ errors: [{ field: null, rule: 'refunded' }] });
    const browser = await testApp.api.get(`/orders/${order.orderId}/fonts.zip`, {
      headers: { ...bearer(order.buyer.token), accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(410);
    expect(browser.body).toContain('Licence revoked');

    const none = await testApp.api.post(`/admin/orders/${order.orderId}/refund`, {}, asStaff());
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      errors: [{ message: 'The order is refunded in full already.' }],
    });

    const audit = await testApp.api.get('/admin/audit', asStaff());
    const entries = audit
      .json<{ entries: { action: string; before: string; after: string }[] }>()
      .entries.filter((entry) => entry.action === 'order.refunded');
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ status: 'refunded' });
    expect(JSON.parse(entries[1]?.before ?? '{}')).toMatchObject({ status: 'paid' });
  });

  it('is for staff only', async () => {
    const response = await testApp.api.post(`/admin/orders/${order.orderId}/refund`, {}, asBuyer());
    expect(response.statusCode).toBe(403);
  });
});
