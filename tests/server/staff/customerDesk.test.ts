import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerAnswer, AdminCustomersAnswer } from '../../../src/contract/adminAnswers';
import { bearer, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { signInStaff } from './staffClient';

let testApp: TestApp;
let staff: string;
let order: PaidOrder;
beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  staff = await signInStaff(testApp, 'customers@example.com');
  order = await paidOrder(testApp, [familyItem('eb-garamond')]);
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });

describe('the customer desk', () => {
  it('finds a customer and opens their account with their orders', async () => {
    const found = await testApp.api.get('/admin/customers', {
      ...asStaff(),
      query: { q: order.buyer.email.toUpperCase() },
    });
    const customers = found.json<AdminCustomersAnswer>().customers;
    expect(customers.map((customer) => customer.email)).toEqual([order.buyer.email]);

    const opened = await testApp.api.get(`/admin/customers/${customers[0]?.id}`, asStaff());
    expect(opened.statusCode).toBe(200);
    const customer = opened.json<AdminCustomerAnswer>();
    expect(customer).toMatchObject({ email: order.buyer.email, club_member: false, staff: false });
    expect(customer.orders.map((placed) => [placed.id, placed.status])).toEqual([
      [order.orderId, 'paid'],
    ]);
  });

  it('sends a password reset link through the reset use case, and audits it', async () => {
    const found = await testApp.api.get('/admin/customers', {
      ...asStaff(),
      query: { q: order.buyer.email },
    });
    const id = found.json<AdminCustomersAnswer>().customers[0]?.id;
    const sent = await testApp.api.post(`/admin/customers/${id}/password-reset`, {}, asStaff());
    expect(sent.statusCode).toBe(200);
    const mail = await testApp.database.db
      .selectFrom('mail_queue')
      .select(['recipient', 'text_body'])
      .where('recipient', '=', order.buyer.email)
      .where('text_body', 'like', '%/user/change-password%')
      .execute();
    expect(mail).toHaveLength(1);
    const audit = await testApp.api.get('/admin/audit', asStaff());
    expect(
      audit.json<{ entries: { action: string; subject: string }[] }>().entries[0],
    ).toMatchObject({ action: 'customer.password_reset_sent', subject: order.buyer.email });
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await testApp.api.get(
      '/admin/customers/00000000-0000-4000-8000-000000000000',
      asStaff(),
    );
    expect(response.statusCode).toBe(404);
  });
});
