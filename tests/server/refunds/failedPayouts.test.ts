import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDashboardAnswer,
  AdminOrderAnswer,
  AdminRefundAnswer,
} from '../../../src/contract/adminAnswers';
import { sweep } from '../../../src/server/housekeeping/app/sweep';
import { sweepOptionsFrom } from '../../../src/server/housekeeping/sweepOptions';
import { TEST_WEBHOOK_SIGNATURE, faultyPayments } from '../checkout/paymentFaults';
import { bearer, CARDS, createCheckoutTestApp, familyItem } from '../checkout/checkoutClient';
import { mailTo } from '../mail/outbox';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { signInStaff } from '../staff/staffClient';

/**
 * A refund the card processor made and could not pay out later (docs/decisions/0023), on the
 * real database with the offline test cards: 4000 0000 0000 5126's refunds are made at once
 * and have failed when read again, as Stripe's asynchronous failure.
 */

const STAFF = 'failed-payouts@example.com';
let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  testApp = await createCheckoutTestApp({ deps: { payments: faultyPayments() } });
  staff = await signInStaff(testApp, STAFF);
});
afterAll(() => testApp.close());

const asStaff = () => ({ headers: bearer(staff) });

async function adminOrder(order: PaidOrder): Promise<AdminOrderAnswer> {
  const response = await testApp.api.get(`/admin/orders/${order.orderId}`, asStaff());
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderAnswer>();
}

async function refundsToPay(): Promise<AdminDashboardAnswer['refunds_to_pay']> {
  const response = await testApp.api.get('/admin/dashboard', asStaff());
  expect(response.statusCode).toBe(200);
  return response.json<AdminDashboardAnswer>().refunds_to_pay;
}

/** The order's refund, made at once: its credit note's number. */
async function refundWhole(order: PaidOrder): Promise<string> {
  const response = await testApp.api.post(`/admin/orders/${order.orderId}/refund`, {}, asStaff());
  expect(response.statusCode).toBe(200);
  const answer = response.json<AdminRefundAnswer>();
  expect(answer.status).toBe('refunded');
  return answer.credit_note ?? '';
}

function markPaid(order: PaidOrder, creditNote: string, note: string, token = staff) {
  return testApp.api.post(
    `/admin/orders/${order.orderId}/credit-notes/${creditNote}/paid-otherwise`,
    { note },
    { headers: bearer(token) },
  );
}

function runSweep() {
  return sweep(
    testApp.app.staleRecords,
    sweepOptionsFrom(testApp.config, undefined, testApp.app.refundFollowUp),
  );
}

interface AuditRow {
  action: string;
  subject: string;
  staff_email: string;
  before: string | null;
  after: string | null;
}

/** The order's audit entries of these actions, oldest first, with before and after parsed. */
async function auditOf(order: PaidOrder, ...actions: string[]) {
  const audit = await testApp.api.get('/admin/audit', asStaff());
  return audit
    .json<{ entries: AuditRow[] }>()
    .entries.filter((entry) => entry.subject === order.orderId && actions.includes(entry.action))
    .map((entry) => ({
      action: entry.action,
      staff_email: entry.staff_email,
      before: entry.before === null ? null : (JSON.parse(entry.before) as unknown),
      after: entry.after === null ? null : (JSON.parse(entry.after) as unknown),
    }))
    .reverse();
}

describe('a refund the card processor made and could not pay out later', () => {
  let order: PaidOrder;
  let creditNote: string;
  let amount: string;
  beforeAll(async () => {
    order = await paidOrder(testApp, [familyItem('inter')], CARDS.refundFailsLater);
    creditNote = await refundWhole(order);
    amount = (await adminOrder(order)).order.order_details.credit_notes?.[0]?.total ?? '';
  });

  it('is a made refund at first: the credit note is mailed and nothing asks staff to pay', async () => {
    expect(creditNote).toMatch(/^CN-\d{6}$/);
    expect(amount).toMatch(/^\$[\d,.]+$/);
    const mails = await mailTo(testApp, order.buyer.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Credit note ${creditNote} for invoice ${(await adminOrder(order)).order.order_details.invoice_number} (order #${order.orderId})`,
    );
    expect((await adminOrder(order)).failed_payouts).toEqual([]);
    expect(await refundsToPay()).toEqual([]);
  });

  it('is found by the sweep, kept against its credit note, audited and listed for staff', async () => {
    expect(await runSweep()).toMatchObject({ payoutsFailed: 1 });

    const answer = await adminOrder(order);
    // The credit note stays: its number is taken, and the customer is still owed the money.
    expect(answer.order.order_details.status).toBe('refunded');
    expect(answer.order.order_details.credit_notes?.map((note) => note.number)).toEqual([
      creditNote,
    ]);
    expect(answer.failed_payouts).toEqual([
      {
        credit_note: creditNote,
        amount,
        status: 'failed',
        failed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        paid_otherwise: null,
      },
    ]);
    expect(await refundsToPay()).toEqual([
      {
        order_id: order.orderId,
        credit_note: creditNote,
        amount,
        failed_at: answer.failed_payouts[0]?.failed_at,
      },
    ]);
    expect(await auditOf(order, 'order.refund_payout_failed')).toEqual([
      {
        action: 'order.refund_payout_failed',
        staff_email: STAFF,
        before: { credit_note: creditNote, payout: 'succeeded' },
        after: {
          credit_note: creditNote,
          payout: 'failed',
          refund_id: expect.stringMatching(/^re_test_/),
          cents: expect.any(Number),
        },
      },
    ]);
    // Known once: the next sweep finds nothing new and audits nothing more.
    expect(await runSweep()).toMatchObject({ payoutsFailed: 0 });
    expect(await auditOf(order, 'order.refund_payout_failed')).toHaveLength(1);
  });

  it('is marked paid another way with a note, audited before → after, and leaves the lists', async () => {
    const blank = await markPaid(order, creditNote, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      errors: [{ field: 'note', rule: 'required', message: expect.any(String) }],
    });
    const unknown = await markPaid(order, 'CN-999999', 'bank transfer');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ field: null, rule: 'not_found' }] });

    const marked = await markPaid(order, creditNote, ' bank transfer 2026-11-30 ');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      message: `Refund ${creditNote} (${amount}) is marked paid another way.`,
    });
    const [payout] = (await adminOrder(order)).failed_payouts;
    expect(payout?.paid_otherwise).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      note: 'bank transfer 2026-11-30',
      staff_email: STAFF,
    });
    expect(await refundsToPay()).toEqual([]);
    expect(await auditOf(order, 'order.refund_paid_otherwise')).toEqual([
      {
        action: 'order.refund_paid_otherwise',
        staff_email: STAFF,
        before: { credit_note: creditNote, payout: 'failed', paid_otherwise: null },
        after: {
          credit_note: creditNote,
          payout: 'failed',
          paid_otherwise: { at: payout?.paid_otherwise?.at, note: 'bank transfer 2026-11-30' },
        },
      },
    ]);

    const again = await markPaid(order, creditNote, 'cheque');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ field: null, rule: 'already_paid' }] });
  });

  it('is for staff only', async () => {
    const customer = await markPaid(order, creditNote, 'bank transfer', order.buyer.token);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ errors: [{ rule: 'staff_only' }] });
  });
});

describe("Stripe's webhook for a made refund that failed", () => {
  async function refundIdOf(creditNote: string): Promise<string> {
    const row = await testApp.database.db
      .selectFrom('credit_notes')
      .select('gateway_refund_id')
      .where('number', '=', Number(creditNote.slice(3)))
      .executeTakeFirstOrThrow();
    return row.gateway_refund_id;
  }

  function refundEvent(type: string, id: string, status: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': TEST_WEBHOOK_SIGNATURE },
      payload: JSON.stringify({
        id: `evt_${type}`,
        type,
        paymentIntent: null,
        refund: { id, status, amountCents: 0 },
      }),
    });
  }

  it('keeps the failure against the credit note at once, without waiting for the sweep', async () => {
    const order = await paidOrder(testApp, [familyItem('eb-garamond')], CARDS.refundFailsLater);
    const creditNote = await refundWhole(order);

    const response = await refundEvent('refund.failed', await refundIdOf(creditNote), 'failed');
    expect(response.statusCode).toBe(200);
    expect((await adminOrder(order)).failed_payouts).toEqual([
      expect.objectContaining({ credit_note: creditNote, status: 'failed', paid_otherwise: null }),
    ]);
    expect((await refundsToPay()).map((row) => row.order_id)).toContain(order.orderId);
    expect(await auditOf(order, 'order.refund_payout_failed')).toHaveLength(1);

    // Stripe sends an event again when it is not acknowledged in time: kept once.
    await refundEvent('refund.updated', await refundIdOf(creditNote), 'failed');
    expect((await adminOrder(order)).failed_payouts).toHaveLength(1);
    expect(await auditOf(order, 'order.refund_payout_failed')).toHaveLength(1);
  });

  it('acknowledges a failed refund the shop did not record, and changes nothing', async () => {
    const before = await refundsToPay();
    const response = await refundEvent('refund.failed', 're_made_in_the_dashboard', 'failed');
    expect(response.statusCode).toBe(200);
    expect(await refundsToPay()).toEqual(before);
  });
});
