import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderAnswer, AdminRefundAnswer } from '../../../src/contract/adminAnswers';
import {
  orderAnswer,
  orderHistoryAnswer,
  type OrderAnswer,
} from '../../../src/contract/orderAnswers';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { TEST_WEBHOOK_SIGNATURE, faultyPayments } from '../checkout/paymentFaults';
import { bearer, CARDS, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { mailTo } from '../mail/outbox';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

/**
 * Refunds the card processor is still making (docs/decisions/0018-pending-refunds.md), on the
 * real database with the offline test cards: 4000 0000 0000 7726's refunds begin pending and
 * succeed when read again, and a pending one can be canceled as in Stripe's Dashboard.
 */

let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  // The test cards as config chose them, with a webhook check that accepts these tests' calls.
  testApp = await createCheckoutTestApp({ deps: { payments: faultyPayments() } });
  staff = await signInStaff(testApp, 'pending-refunds@example.com');
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });
const twoFamilies = [familyItem('eb-garamond'), familyItem('inter')];
const PENDING_MESSAGE =
  'A refund of this order is still being made by the card processor. Wait until it is done.';

async function adminOrder(order: PaidOrder): Promise<AdminOrderAnswer> {
  const response = await testApp.api.get(`/admin/orders/${order.orderId}`, asStaff());
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderAnswer>();
}

async function refund(order: PaidOrder, body: { lines?: number[] } = {}) {
  return testApp.api.post(`/admin/orders/${order.orderId}/refund`, body, asStaff());
}

/** The housekeeping sweep, as the server runs it, settling the pending refunds. */
function runSweep() {
  return sweep(
    testApp.app.staleRecords,
    sweepOptionsFrom(testApp.config, undefined, testApp.app.refundFollowUp),
  );
}

async function creditNoteMails(order: PaidOrder) {
  const mails = await mailTo(testApp, order.buyer.email);
  return mails.filter((mail) => mail.subject.startsWith('Credit note'));
}

/**
 * The order as its customer reads it, checked against the contract: in the history (POST
 * settings/orders) and on its own (GET orders/{id}), which must agree.
 */
async function customerOrder(order: PaidOrder): Promise<OrderAnswer> {
  const headers = bearer(order.buyer.token);
  const history = await testApp.api.post('/settings/orders', {}, { headers });
  expect(history.statusCode).toBe(200);
  const listed = orderHistoryAnswer
    .parse(history.json())
    .find((entry) => entry.order_details.id === order.orderId);
  const single = await testApp.api.get(`/orders/${order.orderId}`, { headers });
  expect(single.statusCode).toBe(200);
  expect(orderAnswer.parse(single.json())).toEqual(listed);
  if (!listed) throw new Error(`order ${order.orderId} is not in its customer's history`);
  return listed;
}

function fontsZip(order: PaidOrder) {
  return testApp.api.get(`/orders/${order.orderId}/fonts.zip`, {
    headers: bearer(order.buyer.token),
  });
}

async function auditOf(order: PaidOrder): Promise<{ action: string; staff_email: string }[]> {
  const audit = await testApp.api.get('/admin/audit', asStaff());
  return audit
    .json<{ entries: { action: string; subject: string; staff_email: string }[] }>()
    .entries.filter((entry) => entry.subject === order.orderId)
    .map(({ action, staff_email }) => ({ action, staff_email }))
    .reverse();
}

/** The test gateway's refunds of the order, oldest first: their keys and states. */
async function processorRefunds(order: PaidOrder) {
  const rows = await testApp.database.db
    .selectFrom('test_payment_refunds')
    .select(['id', 'idempotency_key', 'status'])
    .where('idempotency_key', 'like', `order-${order.orderId}-%`)
    .orderBy('created_at')
    .execute();
  return rows;
}

describe('a refund the card processor makes later', () => {
  let order: PaidOrder;
  beforeAll(async () => {
    order = await paidOrder(testApp, twoFamilies, CARDS.refundPending);
  });

  it('issues no credit note while the refund is pending, tells the customer it is on its way, and refuses another refund', async () => {
    const refunded = await refund(order);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<AdminRefundAnswer>()).toEqual({
      status: 'pending',
      message: expect.stringMatching(
        /^The card processor is still making this refund of \$[\d,.]+\. The credit note is issued and e-mailed to the customer when it is done\.$/,
      ),
      credit_note: null,
    });

    const answer = await adminOrder(order);
    expect(answer.order.order_details.status).toBe('paid');
    expect(answer.order.order_details.credit_notes ?? []).toEqual([]);
    expect(answer.order.cart.map((line) => line.refunded)).toEqual([false, false]);
    expect(answer.refund_attempts).toEqual([
      expect.objectContaining({
        status: 'pending',
        lines: [0, 1],
        staff_email: 'pending-refunds@example.com',
        settled_at: null,
      }),
    ]);
    expect(await creditNoteMails(order)).toEqual([]);

    // The customer is told the refund is on its way: all of the order, what staff asked.
    const [attempt] = answer.refund_attempts;
    const mine = await customerOrder(order);
    expect(mine.order_details.status).toBe('paid');
    expect(mine.order_details.pending_refund).toEqual({
      amount: mine.total.value,
      currency: 'USD',
      requested_at: attempt?.created_at,
      lines: [0, 1],
    });
    expect(attempt?.amount).toBe(mine.total.value);

    const again = await refund(order, { lines: [0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: [{ field: null, message: PENDING_MESSAGE, rule: 'refund_pending' }],
    });

    // Nor can the customer upgrade a licence being refunded: its credit would be paid twice.
    const upgrade = {
      ...familyItem('eb-garamond', { desktop: 1, web: null, app: null }),
      upgrade: { order_id: order.orderId, line: 0 },
    };
    const cart = await testApp.api.put(
      '/cart',
      { cart: { items: [upgrade] } },
      { headers: bearer(order.buyer.token) },
    );
    expect(cart.statusCode).toBe(422);
    expect(cart.json()).toMatchObject({
      errors: [
        {
          field: 'cart.items.0.upgrade',
          message: 'This licence is being refunded, so it cannot be upgraded.',
          rule: 'refund_pending',
        },
      ],
    });
  });

  it('issues the credit note, mails it, revokes the fonts and shows the customer the refund once the sweep finds it made', async () => {
    expect(await runSweep()).toMatchObject({ refundsMade: 1, refundsNotMade: 0 });

    const answer = await adminOrder(order);
    expect(answer.order.order_details.status).toBe('refunded');
    const [note, ...more] = answer.order.order_details.credit_notes ?? [];
    expect(more).toEqual([]);
    expect(answer.refund_attempts).toEqual([]);
    const [mail, ...others] = await creditNoteMails(order);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(
      `Credit note ${note?.number} for invoice ${answer.order.order_details.invoice_number} (order #${order.orderId})`,
    );
    expect((await fontsZip(order)).statusCode).toBe(410);
    // The customer's order is refunded now, and nothing is pending any more.
    const mine = await customerOrder(order);
    expect(mine.order_details.status).toBe('refunded');
    expect(mine.order_details.pending_refund).toBeNull();
    expect(mine.order_details.credit_notes?.map((link) => link.number)).toEqual([note?.number]);
    expect(await auditOf(order)).toEqual([
      { action: 'order.refund_pending', staff_email: 'pending-refunds@example.com' },
      { action: 'order.refunded', staff_email: 'pending-refunds@example.com' },
    ]);
    // Settled once: the next sweep has nothing to do.
    expect(await runSweep()).toMatchObject({ refundsMade: 0, refundsNotMade: 0 });
  });
});

describe('a refund the card processor cancels', () => {
  let order: PaidOrder;
  beforeAll(async () => {
    order = await paidOrder(testApp, twoFamilies, CARDS.refundPending);
  });

  it('leaves the order paid with its fonts, audits the failure, and a second refund is made', async () => {
    expect((await refund(order, { lines: [1] })).json<AdminRefundAnswer>().status).toBe('pending');
    // What Stripe's Dashboard does within 30 minutes of a card refund.
    const [asked] = await processorRefunds(order);
    expect(await testApp.app.checkout.testCards?.cancelTestRefund(asked?.id ?? '')).toMatchObject({
      status: 'canceled',
    });
    expect(await runSweep()).toMatchObject({ refundsMade: 0, refundsNotMade: 1 });

    const answer = await adminOrder(order);
    expect(answer.order.order_details.status).toBe('paid');
    expect(answer.order.order_details.credit_notes ?? []).toEqual([]);
    expect(answer.order.cart.map((line) => line.refunded)).toEqual([false, false]);
    expect(answer.refund_attempts).toEqual([
      expect.objectContaining({ status: 'canceled', lines: [1], settled_at: expect.any(String) }),
    ]);
    expect(await creditNoteMails(order)).toEqual([]);
    // A canceled refund moved no money: the customer's order says nothing of it.
    expect((await customerOrder(order)).order_details.pending_refund).toBeNull();
    expect(await auditOf(order)).toEqual([
      { action: 'order.refund_pending', staff_email: 'pending-refunds@example.com' },
      { action: 'order.refund_failed', staff_email: 'pending-refunds@example.com' },
    ]);
    // The zip of both lines is built here: fonts are subset and stamped, which takes a while.
    expect((await fontsZip(order)).statusCode).toBe(200);

    // Staff refund again: the processor is asked under a key of the second try, not the
    // first's, which would answer the canceled refund again.
    expect((await refund(order, { lines: [1] })).json<AdminRefundAnswer>().status).toBe('pending');
    // A refund of some lines names them, with the amount staff see asked (net and tax).
    const retry = (await adminOrder(order)).refund_attempts.find(
      (attempt) => attempt.status === 'pending',
    );
    expect((await customerOrder(order)).order_details.pending_refund).toMatchObject({
      lines: [1],
      amount: retry?.amount,
    });
    expect(await runSweep()).toMatchObject({ refundsMade: 1 });
    expect((await processorRefunds(order)).map((row) => [row.idempotency_key, row.status])).toEqual(
      [
        [`order-${order.orderId}-refund-1`, 'canceled'],
        [`order-${order.orderId}-refund-1-attempt-2`, 'succeeded'],
      ],
    );
    const after = await adminOrder(order);
    expect((await customerOrder(order)).order_details).toMatchObject({
      status: 'partially_refunded',
      pending_refund: null,
    });
    expect(after.order.order_details.status).toBe('partially_refunded');
    expect(after.order.cart.map((line) => line.refunded)).toEqual([false, true]);
    expect(after.order.order_details.credit_notes).toHaveLength(1);
    expect(await creditNoteMails(order)).toHaveLength(1);
    // The canceled try stays on the order's page.
    expect(after.refund_attempts.map((attempt) => attempt.status)).toEqual(['canceled']);
  }, 120_000);
});

describe("Stripe's webhook for a refund", () => {
  it('settles the pending refund it names', async () => {
    const order = await paidOrder(testApp, [familyItem('inter')], CARDS.refundPending);
    expect((await refund(order)).json<AdminRefundAnswer>().status).toBe('pending');
    const [asked] = await processorRefunds(order);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': TEST_WEBHOOK_SIGNATURE },
      payload: JSON.stringify({
        id: 'evt_refund',
        type: 'refund.updated',
        paymentIntent: null,
        refund: { id: asked?.id, status: 'succeeded', amountCents: 0 },
      }),
    });
    expect(response.statusCode).toBe(200);
    const answer = await adminOrder(order);
    expect(answer.order.order_details.status).toBe('refunded');
    expect(answer.order.order_details.credit_notes).toHaveLength(1);
    expect(answer.refund_attempts).toEqual([]);
  });
});
