import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderAnswer, AdminOrdersAnswer } from '../../../src/contract/adminAnswers';
import { bearer, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { signInStaff } from './staffClient';

let testApp: TestApp;
let staff: string;
let order: PaidOrder;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'desk@example.com');
  order = await paidOrder(testApp, [familyItem('eb-garamond')]);
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });

async function search(query: Record<string, string>): Promise<string[]> {
  const response = await testApp.api.get('/admin/orders', { ...asStaff(), query });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrdersAnswer>().orders.map((found) => found.id);
}

describe('the order desk', () => {
  it('finds an order by number, e-mail, name, company, status and date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await search({ q: order.orderId })).toEqual([order.orderId]);
    expect(await search({ q: order.buyer.email.toUpperCase() })).toEqual([order.orderId]);
    expect(await search({ q: 'ada love' })).toContain(order.orderId);
    expect(await search({ q: 'analytical engines' })).toContain(order.orderId);
    expect(await search({ q: order.buyer.email, status: 'paid', from: today, to: today })).toEqual([
      order.orderId,
    ]);
    expect(await search({ q: order.buyer.email, status: 'failed' })).toEqual([]);
    expect(await search({ q: order.buyer.email, to: '2000-01-01' })).toEqual([]);
    // LIKE's wildcards are looked for as themselves.
    expect(await search({ q: '%' })).toEqual([]);
  });

  it('opens an order with its lines, payment attempts and e-mails', async () => {
    const response = await testApp.api.get(`/admin/orders/${order.orderId}`, asStaff());
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminOrderAnswer>();
    expect(answer.customer.email).toBe(order.buyer.email);
    expect(answer.order.order_details).toMatchObject({ id: order.orderId, status: 'paid' });
    expect(answer.order.cart.map((line) => line.name)).toEqual(['EB Garamond']);
    expect(answer.payment_attempts).toHaveLength(1);
    expect(answer.emails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(order.orderId),
    ]);
  });

  it('resends the receipt and corrects the licensee, both in the audit log', async () => {
    const resent = await testApp.api.post(`/admin/orders/${order.orderId}/receipt`, {}, asStaff());
    expect(resent.statusCode).toBe(200);
    const licensee = {
      name: 'Ada King',
      company: 'Analytical Engines Ltd',
      address1: '12 St James Square',
      zip_code: 'SW1Y 4JH',
      city: 'London',
      country: 'GB',
    };
    const corrected = await testApp.api.put(
      `/admin/orders/${order.orderId}/licensee`,
      licensee,
      asStaff(),
    );
    expect(corrected.statusCode).toBe(200);

    const opened = await testApp.api.get(`/admin/orders/${order.orderId}`, asStaff());
    const answer = opened.json<AdminOrderAnswer>();
    expect(answer.order.licensee.name).toBe('Ada King');
    expect(answer.emails).toHaveLength(2);

    const audit = await testApp.api.get('/admin/audit', asStaff());
    const entries = audit.json<{ entries: { action: string; subject: string; before: string }[] }>()
      .entries;
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.subject])).toEqual([
      ['order.licensee_corrected', order.orderId],
      ['order.receipt_resent', order.orderId],
    ]);
    expect(JSON.parse(entries[0]?.before ?? 'null')).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await testApp.api.get('/admin/orders/20260101-7KQ2M9', asStaff());
    expect(response.statusCode).toBe(404);
  });
});
