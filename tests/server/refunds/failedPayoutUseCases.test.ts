import { describe, expect, it } from 'vitest';
import type {
  RefundRef,
  RefundResult,
  RefundStatus,
} from '../../../src/server/payments/app/PaymentGateway';
import {
  DetectFailedPayouts,
  PAYOUT_WATCH_DAYS,
} from '../../../src/server/refunds/app/DetectFailedPayouts';
import { FollowUpRefunds } from '../../../src/server/refunds/app/FollowUpRefunds';
import { MarkPayoutPaidOtherwise } from '../../../src/server/refunds/app/MarkPayoutPaidOtherwise';
import type {
  FailedPayout,
  MadeRefund,
  OtherPayment,
  RefundPayoutFailure,
  RefundPayouts,
} from '../../../src/server/refunds/app/RefundPayouts';
import type { AuditEntry } from '../../../src/server/staff/app/AuditLog';
import type { StaffMember } from '../../../src/server/staff/app/StaffMember';

/**
 * DetectFailedPayouts, FollowUpRefunds and MarkPayoutPaidOtherwise with their ports in memory:
 * a made refund that the card processor could not pay out later is kept against its credit
 * note once, audited, and marked paid another way once (docs/decisions/0023).
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const ADA: StaffMember = { userId: 'staff-1', email: 'ada@foundry.example' };
const GRACE: StaffMember = { userId: 'staff-2', email: 'grace@foundry.example' };

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function made(number: number, orderId: string): MadeRefund {
  return {
    creditNote: `CN-${String(number).padStart(6, '0')}`,
    orderId,
    gatewayRefundId: `re_${number}`,
    isUsOrder: false,
    amountCents: 8_400,
    staff: ADA,
  };
}

/** The payouts as lists, changed only as the Kysely adapter's conditional statements do. */
class InMemoryRefundPayouts implements RefundPayouts {
  readonly made: { refund: MadeRefund; issuedAt: string }[] = [];
  readonly failures: FailedPayout[] = [];

  async madeRefund(id: string) {
    return this.made.find((row) => row.refund.gatewayRefundId === id)?.refund;
  }
  async madeSince(since: string, limit: number) {
    return this.made
      .filter(({ refund, issuedAt }) => issuedAt >= since && !this.failureOf(refund.creditNote))
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .slice(0, limit)
      .map((row) => row.refund);
  }
  async recordFailure(refund: MadeRefund, status: RefundPayoutFailure, at: string) {
    // Awaited first, as a database round trip is: racing servers interleave here.
    await Promise.resolve();
    if (this.failureOf(refund.creditNote)) return false;
    this.failures.push({
      creditNote: refund.creditNote,
      orderId: refund.orderId,
      gatewayRefundId: refund.gatewayRefundId,
      amountCents: refund.amountCents,
      status,
      failedAt: at,
      paidOtherwise: null,
    });
    return true;
  }
  async ofCreditNote(creditNote: string) {
    const failure = this.failureOf(creditNote);
    return failure && { ...failure };
  }
  async ofOrder(orderId: string) {
    return this.failures.filter((failure) => failure.orderId === orderId);
  }
  async open() {
    return this.failures.filter((failure) => !failure.paidOtherwise);
  }
  async markPaidOtherwise(creditNote: string, payment: OtherPayment) {
    await Promise.resolve();
    const failure = this.failureOf(creditNote);
    if (!failure || failure.paidOtherwise) return false;
    failure.paidOtherwise = payment;
    return true;
  }
  private failureOf(creditNote: string) {
    return this.failures.find((failure) => failure.creditNote === creditNote);
  }
}

/** A card processor whose refunds read as it is told, and that remembers what was read. */
class Processor {
  readonly status = new Map<string, RefundStatus>();
  readonly reads: string[] = [];
  broken = new Set<string>();

  async retrieveRefund(ref: RefundRef): Promise<RefundResult> {
    this.reads.push(ref.id);
    if (this.broken.has(ref.id)) throw new Error('processor unavailable');
    return { id: ref.id, status: this.status.get(ref.id) ?? 'succeeded', amountCents: 8_400 };
  }
}

function setUp() {
  const payouts = new InMemoryRefundPayouts();
  const processor = new Processor();
  const audit: { staff: StaffMember; entry: AuditEntry }[] = [];
  const warnings: string[] = [];
  const ports = {
    payouts,
    gateway: processor,
    audit: {
      record: async (staff: StaffMember, entry: AuditEntry) => void audit.push({ staff, entry }),
    },
    log: {
      warn: (_details: Record<string, unknown>, message: string) => void warnings.push(message),
    },
    now: () => NOW,
  };
  return { payouts, processor, audit, warnings, ports, detect: new DetectFailedPayouts(ports) };
}

describe('the sweep reading made refunds again', () => {
  it('keeps a failed payout against its credit note, audited under the staff member who asked', async () => {
    const { payouts, processor, audit, warnings, detect } = setUp();
    payouts.made.push(
      { refund: made(1, 'order-a'), issuedAt: daysAgo(2) },
      { refund: made(2, 'order-b'), issuedAt: daysAgo(1) },
      { refund: made(3, 'order-c'), issuedAt: daysAgo(PAYOUT_WATCH_DAYS + 1) },
    );
    processor.status.set('re_2', 'failed');
    processor.status.set('re_3', 'failed');

    expect(await detect.checkRecent()).toBe(1);
    // Newest first, and none older than the watch.
    expect(processor.reads).toEqual(['re_2', 're_1']);
    expect(payouts.failures).toEqual([
      {
        creditNote: 'CN-000002',
        orderId: 'order-b',
        gatewayRefundId: 're_2',
        amountCents: 8_400,
        status: 'failed',
        failedAt: NOW.toISOString(),
        paidOtherwise: null,
      },
    ]);
    expect(audit).toEqual([
      {
        staff: ADA,
        entry: {
          action: 'order.refund_payout_failed',
          subject: 'order-b',
          before: { credit_note: 'CN-000002', payout: 'succeeded' },
          after: { credit_note: 'CN-000002', payout: 'failed', refund_id: 're_2', cents: 8_400 },
        },
      },
    ]);
    expect(warnings).toEqual([
      'refunds: the card processor could not pay out a refund that has its credit note; staff are asked to pay it another way',
    ]);

    // Known now: the next pass does not read it again.
    processor.reads.length = 0;
    expect(await detect.checkRecent()).toBe(0);
    expect(processor.reads).toEqual(['re_1']);
    expect(audit).toHaveLength(1);
  });

  it('keeps a canceled one too, and goes on past a refund it cannot read', async () => {
    const { payouts, processor, warnings, detect } = setUp();
    payouts.made.push(
      { refund: made(1, 'order-a'), issuedAt: daysAgo(2) },
      { refund: made(2, 'order-b'), issuedAt: daysAgo(1) },
    );
    processor.broken.add('re_2');
    processor.status.set('re_1', 'canceled');
    expect(await detect.checkRecent()).toBe(1);
    expect(payouts.failures.map((failure) => [failure.creditNote, failure.status])).toEqual([
      ['CN-000001', 'canceled'],
    ]);
    expect(warnings[0]).toBe('refunds: a made refund could not be read again');
  });

  it('keeps and audits it once when two servers find it failed at once', async () => {
    const { payouts, processor, audit, ports, detect } = setUp();
    payouts.made.push({ refund: made(1, 'order-a'), issuedAt: daysAgo(1) });
    processor.status.set('re_1', 'failed');
    const other = new DetectFailedPayouts(ports);
    const found = await Promise.all([detect.checkRecent(), other.checkRecent()]);
    expect(found.sort()).toEqual([0, 1]);
    expect(payouts.failures).toHaveLength(1);
    expect(audit).toHaveLength(1);
  });
});

describe("Stripe's refund webhook", () => {
  function followUp() {
    const shop = setUp();
    const pendingEvents: string[] = [];
    const pending = {
      settleAll: async () => ({ refundsMade: 0, refundsNotMade: 0 }),
      refundChanged: async (refund: RefundResult) => {
        pendingEvents.push(refund.id);
        return refund.id === 're_pending';
      },
    };
    return { ...shop, pendingEvents, follow: new FollowUpRefunds(pending, shop.detect) };
  }

  it('hands a pending refund to its settling, and a made one that failed to the payouts', async () => {
    const { payouts, processor, audit, pendingEvents, follow } = followUp();
    payouts.made.push({ refund: made(7, 'order-a'), issuedAt: daysAgo(40) });
    processor.status.set('re_7', 'failed');

    await follow.refundChanged({ id: 're_pending', status: 'failed', amountCents: 1 });
    expect(payouts.failures).toEqual([]);
    // A made refund of any age: the webhook reports it whenever it fails.
    await follow.refundChanged({ id: 're_7', status: 'failed', amountCents: 8_400 });
    expect(pendingEvents).toEqual(['re_pending', 're_7']);
    expect(payouts.failures.map((failure) => failure.creditNote)).toEqual(['CN-000007']);
    expect(audit.map(({ entry }) => entry.action)).toEqual(['order.refund_payout_failed']);
  });

  it('reads the refund again rather than trusting the event, and only for a failure', async () => {
    const { payouts, processor, follow } = followUp();
    payouts.made.push({ refund: made(1, 'order-a'), issuedAt: daysAgo(1) });
    await follow.refundChanged({ id: 're_1', status: 'succeeded', amountCents: 8_400 });
    expect(processor.reads).toEqual([]);
    // An event that came late: the processor says the refund stands.
    await follow.refundChanged({ id: 're_1', status: 'failed', amountCents: 8_400 });
    expect(processor.reads).toEqual(['re_1']);
    expect(payouts.failures).toEqual([]);
  });

  it('only warns of a failed refund the shop has no record of', async () => {
    const { payouts, warnings, follow } = followUp();
    await follow.refundChanged({ id: 're_dashboard', status: 'canceled', amountCents: 1 });
    expect(payouts.failures).toEqual([]);
    expect(warnings).toEqual(['refunds: a refund the shop did not record failed']);
  });

  it('sums both passes for the sweep', async () => {
    const { payouts, processor, follow } = followUp();
    payouts.made.push({ refund: made(1, 'order-a'), issuedAt: daysAgo(1) });
    processor.status.set('re_1', 'failed');
    expect(await follow.settleAll()).toEqual({
      refundsMade: 0,
      refundsNotMade: 0,
      payoutsFailed: 1,
    });
  });
});

describe('marking a failed payout paid another way', () => {
  async function failedOne() {
    const shop = setUp();
    shop.payouts.made.push({ refund: made(123, 'order-a'), issuedAt: daysAgo(1) });
    shop.processor.status.set('re_123', 'failed');
    await shop.detect.checkRecent();
    shop.audit.length = 0;
    const clock = { now: () => new Date('2026-11-30T09:00:00.000Z') };
    const mark = new MarkPayoutPaidOtherwise({
      payouts: shop.payouts,
      audit: shop.ports.audit,
      clock,
    });
    return { ...shop, mark, clock };
  }

  it('keeps how it was paid, audits before → after, and ends the alert', async () => {
    const { payouts, audit, mark } = await failedOne();
    const result = await mark.execute(GRACE, 'order-a', 'CN-000123', '  bank transfer 2026-11-30 ');
    const payment = {
      at: '2026-11-30T09:00:00.000Z',
      note: 'bank transfer 2026-11-30',
      staffEmail: GRACE.email,
    };
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ creditNote: 'CN-000123', paidOtherwise: payment }),
    });
    expect(await payouts.open()).toEqual([]);
    expect(audit).toEqual([
      {
        staff: GRACE,
        entry: {
          action: 'order.refund_paid_otherwise',
          subject: 'order-a',
          before: { credit_note: 'CN-000123', payout: 'failed', paid_otherwise: null },
          after: {
            credit_note: 'CN-000123',
            payout: 'failed',
            paid_otherwise: { at: payment.at, note: payment.note },
          },
        },
      },
    ]);
    expect(await mark.execute(ADA, 'order-a', 'CN-000123', 'cheque')).toEqual({
      ok: false,
      failure: { name: 'PayoutAlreadyPaid' },
    });
  });

  it('asks for a note, and knows only the order’s own failed payouts', async () => {
    const { audit, mark } = await failedOne();
    expect(await mark.execute(GRACE, 'order-a', 'CN-000123', '   ')).toEqual({
      ok: false,
      failure: {
        name: 'InvalidForm',
        errors: [
          {
            field: 'note',
            message: 'Say how the customer was paid, e.g. "bank transfer 2026-11-30".',
            rule: 'required',
          },
        ],
      },
    });
    expect(await mark.execute(GRACE, 'order-b', 'CN-000123', 'bank transfer')).toEqual({
      ok: false,
      failure: { name: 'PayoutNotFound' },
    });
    expect(await mark.execute(GRACE, 'order-a', 'CN-000124', 'bank transfer')).toEqual({
      ok: false,
      failure: { name: 'PayoutNotFound' },
    });
    expect(audit).toEqual([]);
  });

  it('is marked once when two staff members mark it at once', async () => {
    const { audit, mark } = await failedOne();
    const results = await Promise.all([
      mark.execute(ADA, 'order-a', 'CN-000123', 'bank transfer'),
      mark.execute(GRACE, 'order-a', 'CN-000123', 'cheque'),
    ]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(audit).toHaveLength(1);
  });
});
