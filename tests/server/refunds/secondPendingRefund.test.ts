import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrderAnswer } from '../../../src/contract/adminAnswers';
import type { CheckoutPayments } from '../../../src/server/checkout/app/checkoutPayments';
import { bearer, CARDS, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { faultyPayments } from '../checkout/paymentFaults';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

/**
 * Two servers refunding one order at once, each past RefundOrder's check for a pending refund:
 * the database keeps one pending refund per order (the partial unique index
 * refund_attempts_one_pending), and the second is answered as the use case answers a refund
 * asked while one is pending, on SQLite and PostgreSQL alike.
 */

let testApp: TestApp;
let staff: string;
/** What another server does while the card processor answers this one's refund. */
let meanwhile: (orderId: string) => Promise<void> = async () => undefined;

/** The test cards, with `meanwhile` run after each refund the processor made. */
function racedRefunds(chosen: CheckoutPayments): CheckoutPayments {
  const payments = faultyPayments()(chosen);
  const { gateway } = payments;
  return {
    ...payments,
    gateway: {
      ...gateway,
      refund: async (request) => {
        const refund = await gateway.refund(request);
        await meanwhile(request.metadata.order_id ?? '');
        return refund;
      },
    },
  };
}

beforeAll(async () => {
  testApp = await createCheckoutTestApp({ deps: { payments: racedRefunds } });
  staff = await signInStaff(testApp, 'second-pending@example.com');
});
afterAll(() => testApp.close());

it('answers 409 refund_pending when another server kept a pending refund of the order first', async () => {
  const order = await paidOrder(
    testApp,
    [familyItem('eb-garamond'), familyItem('inter')],
    CARDS.refundPending,
  );
  meanwhile = async (orderId) => {
    await testApp.database.db
      .insertInto('refund_attempts')
      .values({
        order_id: orderId,
        refund_number: 1,
        attempt: 2,
        gateway_refund_id: 're_other_server',
        is_us_order: 0,
        lines_json: JSON.stringify([{ line: 0, netCents: 100, taxCents: 0 }]),
        amount_cents: 100,
        staff_user_id: 'other-staff',
        staff_email: 'other@example.com',
        status: 'pending',
        created_at: new Date().toISOString(),
        settled_at: null,
      })
      .execute();
  };

  const response = await testApp.api.post(
    `/admin/orders/${order.orderId}/refund`,
    { lines: [1] },
    { headers: bearer(staff) },
  );
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    errors: [
      {
        field: null,
        message:
          'A refund of this order is still being made by the card processor. Wait until it is done.',
        rule: 'refund_pending',
      },
    ],
  });

  const answer = await testApp.api.get(`/admin/orders/${order.orderId}`, {
    headers: bearer(staff),
  });
  expect(
    answer.json<AdminOrderAnswer>().refund_attempts.map((attempt) => attempt.staff_email),
  ).toEqual(['other@example.com']);
});
