import { describe, expect, it } from 'vitest';
import type { StoredPricedCart } from '../../../src/domain/cart/StoredPricedCart';
import type { MailMessage } from '../../../src/server/mail/app/Mailer';
import type { CreditNote, RecordedRefund } from '../../../src/server/orders/app/CreditNote';
import type { OrderRecord } from '../../../src/server/orders/app/OrderRecord';
import type { RefundLedger } from '../../../src/server/orders/app/RefundLedger';
import type {
  RefundRef,
  RefundRequest,
  RefundResult,
  RefundStatus,
} from '../../../src/server/payments/app/PaymentGateway';
import type {
  RefundAttempt,
  RefundAttemptKey,
  RefundAttempts,
  RefundAttemptStatus,
} from '../../../src/server/refunds/app/RefundAttempts';
import { RefundOrder } from '../../../src/server/refunds/app/RefundOrder';
import { SettlePendingRefunds } from '../../../src/server/refunds/app/SettlePendingRefunds';
import type { AuditEntry } from '../../../src/server/staff/app/AuditLog';
import type { StaffMember } from '../../../src/server/staff/app/StaffMember';
import { UNTAXED_INVOICE } from '../support/untaxedInvoice';

/**
 * RefundOrder and SettlePendingRefunds on their own, with every port in memory: what a
 * refund the card processor answers `pending`, `failed` or `succeeded` records, and what the
 * settling of a pending one does (docs/decisions/0018-pending-refunds.md).
 */

const ORDER_ID = '20260515-7KQ2M9';
const ADA: StaffMember = { userId: 'staff-1', email: 'ada@foundry.example' };
const GRACE: StaffMember = { userId: 'staff-2', email: 'grace@foundry.example' };

/** A paid order of two lines, $50 and $40, no tax: each line gives back its price. */
function paidOrder(): OrderRecord {
  return {
    id: ORDER_ID,
    userId: 'buyer-1',
    status: 'paid',
    createdAt: '2026-05-15T10:00:00.000Z',
    paidAt: '2026-05-15T10:01:00.000Z',
    pricedCart: {
      lines: [{ priceCents: 5_000 }, { priceCents: 4_000 }],
      subtotalCents: 9_000,
      discounts: [],
    } as unknown as StoredPricedCart,
    lineChargedCents: null,
    isUsOrder: false,
    invoiceTax: UNTAXED_INVOICE,
    licensee: {
      name: 'Marie Curie',
      address1: '1 Rue',
      zip_code: '75005',
      city: 'Paris',
      country: 'FR',
    },
    thirdPartyOrder: false,
    jobReference: null,
    invoiceNumber: 'INV-000042',
    withdrawalConsentAt: null,
    refundedLines: [],
    refundCount: 0,
    documentsReissuedAt: null,
    paymentAttempt: 1,
    paymentMethodId: 'pm_test_1',
    paymentIntentId: 'pi_test_1',
    confirmationQueued: true,
    billing: {
      name: 'Marie Curie',
      address1: '1 Rue',
      zip_code: '75005',
      city: 'Paris',
      country: 'FR',
    },
    licenceText: null,
    currency: 'USD',
  };
}

/** The attempts as a list, changed only as the Kysely adapter's conditional statements do. */
class InMemoryRefundAttempts implements RefundAttempts {
  readonly rows: RefundAttempt[] = [];

  async add(attempt: RefundAttempt) {
    if (this.rows.some((row) => sameKey(row, attempt))) return true;
    // The partial unique index: one pending refund per order.
    if (attempt.status === 'pending' && (await this.pendingOf(attempt.orderId))) return false;
    this.rows.push({ ...attempt });
    return true;
  }
  async pendingOf(orderId: string) {
    return this.rows.find((row) => row.orderId === orderId && row.status === 'pending');
  }
  async countOf(orderId: string, refundNumber: number) {
    return this.rows.filter((row) => row.orderId === orderId && row.refundNumber === refundNumber)
      .length;
  }
  async listPending(limit: number) {
    return this.rows.filter((row) => row.status === 'pending').slice(0, limit);
  }
  async pendingByGatewayId(id: string) {
    return this.rows.find((row) => row.gatewayRefundId === id && row.status === 'pending');
  }
  async settleUnmade(
    key: RefundAttemptKey,
    status: Exclude<RefundAttemptStatus, 'pending'>,
    at: string,
  ) {
    const row = this.rows.find((candidate) => sameKey(candidate, key));
    if (!row || row.status !== 'pending') return false;
    Object.assign(row, { status, settledAt: at });
    return true;
  }
  async ofOrder(orderId: string) {
    return this.rows.filter((row) => row.orderId === orderId);
  }
  /** What the ledger's transaction does: a recorded refund ends its pending attempt. */
  endRecorded(orderId: string, refundNumber: number) {
    const index = this.rows.findIndex(
      (row) =>
        row.orderId === orderId && row.refundNumber === refundNumber && row.status === 'pending',
    );
    if (index >= 0) this.rows.splice(index, 1);
  }
}

function sameKey(a: RefundAttemptKey, b: RefundAttemptKey) {
  return a.orderId === b.orderId && a.refundNumber === b.refundNumber && a.attempt === b.attempt;
}

/** The shop's state: the order, its credit notes, the attempts, the mail and the audit log. */
class Shop {
  order = paidOrder();
  readonly notes: CreditNote[] = [];
  readonly recorded: RecordedRefund[] = [];
  readonly attempts = new InMemoryRefundAttempts();
  readonly mails: MailMessage[] = [];
  readonly audit: { staff: StaffMember; entry: AuditEntry }[] = [];
  readonly warnings: string[] = [];

  readonly ledger: RefundLedger = {
    record: async (refund) => {
      // Awaited first, as a database round trip is: racing settlers interleave here.
      await Promise.resolve();
      const { order } = this;
      if (
        order.refundCount !== refund.refundCountBefore ||
        !refund.statusesAllowed.includes(order.status)
      ) {
        return null;
      }
      this.order = {
        ...order,
        status: refund.statusAfter,
        refundedLines: refund.refundedLines,
        refundCount: refund.refundCountBefore + 1,
      };
      this.attempts.endRecorded(refund.orderId, refund.refundCountBefore + 1);
      const note: CreditNote = {
        number: `CN-${String(this.notes.length + 1).padStart(6, '0')}`,
        orderId: refund.orderId,
        issuedAt: refund.issuedAt,
        lines: refund.lines,
        netCents: refund.netCents,
        taxCents: refund.taxCents,
        taxEurCents: refund.taxEurCents,
        inPounds: refund.inPounds,
      };
      this.recorded.push(refund);
      this.notes.push(note);
      return note;
    },
    ofOrders: async () => new Map(),
  };

  /** The ports both use cases share. */
  ports(gateway: Processor) {
    return {
      orders: {
        find: async (id: string) => (id === this.order.id ? { ...this.order } : undefined),
      },
      gateway,
      attempts: this.attempts,
      ledger: this.ledger,
      documents: { renderCreditNote: async () => Buffer.from('%PDF-') },
      customerEmail: async () => 'marie@example.com',
      mail: {
        enqueue: async (message: MailMessage) => {
          this.mails.push(message);
          return `mail-${this.mails.length}`;
        },
      },
      audit: {
        record: async (staff: StaffMember, entry: AuditEntry) =>
          void this.audit.push({ staff, entry }),
      },
      brand: {
        foundryName: 'Foundry',
        foundryEmail: 'hello@fonts.example',
        publicUrl: 'https://fonts.example',
        currencySymbol: '$',
      },
      now: () => new Date('2026-05-16T09:00:00.000Z'),
      log: {
        info: () => undefined,
        warn: (_details: Record<string, unknown>, message: string) =>
          void this.warnings.push(message),
      },
    };
  }

  actions() {
    return this.audit.map(({ staff, entry }) => `${staff.email} ${entry.action}`);
  }
}

/** A card processor that answers the statuses it is told to, and remembers the keys asked. */
class Processor {
  readonly keys: string[] = [];
  /** What a new refund answers, in turn. */
  answers: RefundStatus[] = [];
  /** What each refund reads as now, by id. */
  readonly now = new Map<string, RefundStatus>();

  /** What another server does while this processor makes a refund. */
  meanwhile: () => Promise<unknown> = async () => undefined;

  async refund(request: RefundRequest): Promise<RefundResult> {
    this.keys.push(request.idempotencyKey);
    const status = this.answers.shift() ?? 'succeeded';
    const id = `re_${this.keys.length}`;
    this.now.set(id, status);
    await this.meanwhile();
    return { id, status, amountCents: request.amountCents };
  }

  async retrieveRefund(ref: RefundRef): Promise<RefundResult> {
    return { id: ref.id, status: this.now.get(ref.id) ?? 'pending', amountCents: 0 };
  }
}

function setUp(...answers: RefundStatus[]) {
  const shop = new Shop();
  const processor = new Processor();
  processor.answers = answers;
  const ports = shop.ports(processor);
  return {
    shop,
    processor,
    refunds: new RefundOrder(ports),
    settle: new SettlePendingRefunds(ports),
  };
}

describe('a refund the card processor answers pending', () => {
  it('is kept as a pending refund: no credit note, no e-mail, the order as it was', async () => {
    const { shop, processor, refunds } = setUp('pending');
    const result = await refunds.execute(ADA, ORDER_ID, [1]);
    expect(result).toEqual({ ok: true, value: { status: 'pending', amountCents: 4_000 } });
    expect(processor.keys).toEqual([`order-${ORDER_ID}-refund-1`]);
    expect(shop.notes).toEqual([]);
    expect(shop.mails).toEqual([]);
    expect(shop.order).toMatchObject({ status: 'paid', refundCount: 0, refundedLines: [] });
    expect(shop.attempts.rows).toEqual([
      expect.objectContaining({
        refundNumber: 1,
        attempt: 1,
        gatewayRefundId: 're_1',
        status: 'pending',
        amountCents: 4_000,
        lines: [{ line: 1, netCents: 4_000, taxCents: 0 }],
        staff: ADA,
      }),
    ]);
    expect(shop.actions()).toEqual(['ada@foundry.example order.refund_pending']);
  });

  it('keeps `requires_action` as pending too', async () => {
    const { shop, refunds } = setUp('requires_action');
    const result = await refunds.execute(ADA, ORDER_ID, null);
    expect(result.ok && result.value.status).toBe('pending');
    expect(shop.attempts.rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('is refused as pending when another server kept a pending refund of the order first', async () => {
    const { shop, processor, refunds } = setUp('pending');
    const other: RefundAttempt = {
      orderId: ORDER_ID,
      refundNumber: 1,
      attempt: 2,
      gatewayRefundId: 're_other',
      isUsOrder: false,
      lines: [{ line: 0, netCents: 5_000, taxCents: 0 }],
      amountCents: 5_000,
      staff: GRACE,
      status: 'pending',
      createdAt: '2026-05-16T08:59:00.000Z',
      settledAt: null,
    };
    processor.meanwhile = () => shop.attempts.add(other);
    expect(await refunds.execute(ADA, ORDER_ID, [1])).toEqual({
      ok: false,
      failure: { name: 'RefundPending' },
    });
    expect(shop.attempts.rows.map((row) => row.gatewayRefundId)).toEqual(['re_other']);
    expect(shop.actions()).toEqual([]);
    expect(shop.warnings).toEqual([
      'refunds: a second refund of an order was asked while another was pending; not kept',
    ]);
  });

  it('refuses another refund of the order meanwhile, without asking the processor', async () => {
    const { processor, refunds } = setUp('pending');
    await refunds.execute(ADA, ORDER_ID, [1]);
    expect(await refunds.execute(GRACE, ORDER_ID, [0])).toEqual({
      ok: false,
      failure: { name: 'RefundPending' },
    });
    expect(processor.keys).toHaveLength(1);
  });
});

describe('settling a pending refund', () => {
  it('records one the processor made as a refund made at once, under the staff member who asked', async () => {
    const { shop, processor, refunds, settle } = setUp('pending');
    await refunds.execute(ADA, ORDER_ID, [1]);
    expect(await settle.settleAll()).toEqual({ refundsMade: 0, refundsNotMade: 0 });
    expect(shop.notes).toEqual([]);

    processor.now.set('re_1', 'succeeded');
    expect(await settle.settleAll()).toEqual({ refundsMade: 1, refundsNotMade: 0 });
    expect(shop.recorded).toEqual([
      expect.objectContaining({
        refundCountBefore: 0,
        statusAfter: 'partially_refunded',
        refundedLines: [1],
        netCents: 4_000,
        gatewayRefundId: 're_1',
        staffEmail: 'ada@foundry.example',
        issuedAt: '2026-05-16T09:00:00.000Z',
      }),
    ]);
    expect(shop.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['marie@example.com', `Credit note CN-000001 for invoice INV-000042 (order #${ORDER_ID})`],
    ]);
    expect(shop.actions()).toEqual([
      'ada@foundry.example order.refund_pending',
      'ada@foundry.example order.refunded',
    ]);
    expect(shop.attempts.rows).toEqual([]);
    // Nothing is pending any more: the next pass does nothing, and the order refunds again.
    expect(await settle.settleAll()).toEqual({ refundsMade: 0, refundsNotMade: 0 });
    expect((await refunds.execute(GRACE, ORDER_ID, [0])).ok).toBe(true);
    expect(processor.keys).toEqual([`order-${ORDER_ID}-refund-1`, `order-${ORDER_ID}-refund-2`]);
  });

  it('records it once when two servers settle it at once', async () => {
    const { shop, processor, refunds, settle } = setUp('pending');
    await refunds.execute(ADA, ORDER_ID, null);
    processor.now.set('re_1', 'succeeded');
    const other = new SettlePendingRefunds(shop.ports(processor));
    const reports = await Promise.all([settle.settleAll(), other.settleAll()]);
    expect(reports.map((report) => report.refundsMade).sort()).toEqual([0, 1]);
    expect(shop.notes).toHaveLength(1);
    expect(shop.mails).toHaveLength(1);
    expect(shop.actions().filter((action) => action.endsWith('order.refunded'))).toHaveLength(1);
    expect(shop.order).toMatchObject({ status: 'refunded', refundCount: 1 });
  });

  it('ends one that failed once when two servers find it failed at once', async () => {
    const { shop, processor, refunds, settle } = setUp('pending');
    await refunds.execute(ADA, ORDER_ID, null);
    processor.now.set('re_1', 'failed');
    const other = new SettlePendingRefunds(shop.ports(processor));
    const reports = await Promise.all([settle.settleAll(), other.settleAll()]);
    expect(reports.map((report) => report.refundsNotMade).sort()).toEqual([0, 1]);
    expect(shop.actions()).toEqual([
      'ada@foundry.example order.refund_pending',
      'ada@foundry.example order.refund_failed',
    ]);
  });

  it.each<RefundStatus>(['failed', 'canceled'])(
    'ends one the processor %s, leaves the order paid, and the next try gets a key of its own',
    async (status) => {
      const { shop, processor, refunds, settle } = setUp('pending', 'succeeded');
      await refunds.execute(ADA, ORDER_ID, [1]);
      processor.now.set('re_1', status);
      expect(await settle.settleAll()).toEqual({ refundsMade: 0, refundsNotMade: 1 });
      expect(shop.notes).toEqual([]);
      expect(shop.mails).toEqual([]);
      expect(shop.order).toMatchObject({ status: 'paid', refundCount: 0, refundedLines: [] });
      expect(shop.attempts.rows).toEqual([
        expect.objectContaining({ status, settledAt: '2026-05-16T09:00:00.000Z' }),
      ]);
      const failedEntry = shop.audit.at(-1);
      expect(failedEntry?.staff).toEqual(ADA);
      expect(failedEntry?.entry).toEqual({
        action: 'order.refund_failed',
        subject: ORDER_ID,
        before: { status: 'paid', refunded_lines: [] },
        after: {
          status: 'paid',
          refunded_lines: [],
          refund: { lines: [1], cents: 4_000, status, refund_id: 're_1' },
        },
      });
      expect(await settle.settleAll()).toEqual({ refundsMade: 0, refundsNotMade: 0 });

      const again = await refunds.execute(GRACE, ORDER_ID, [1]);
      expect(again.ok && again.value.status).toBe('refunded');
      expect(processor.keys).toEqual([
        `order-${ORDER_ID}-refund-1`,
        `order-${ORDER_ID}-refund-1-attempt-2`,
      ]);
      expect(shop.recorded.map((refund) => refund.staffEmail)).toEqual(['grace@foundry.example']);
    },
  );

  it('settles the refund a webhook names, and answers whether it held it as pending', async () => {
    const { shop, processor, refunds, settle } = setUp('pending');
    await refunds.execute(ADA, ORDER_ID, [0]);
    expect(shop.notes).toEqual([]);
    processor.now.set('re_1', 'succeeded');
    expect(
      await settle.refundChanged({ id: 're_1', status: 'succeeded', amountCents: 5_000 }),
    ).toBe(true);
    expect(shop.notes).toHaveLength(1);
    // Made now: a later event about it is not a pending refund's (DetectFailedPayouts').
    expect(await settle.refundChanged({ id: 're_1', status: 'failed', amountCents: 5_000 })).toBe(
      false,
    );
    expect(shop.notes).toHaveLength(1);
    expect(shop.warnings).toEqual([]);
  });
});

describe('a refund the card processor fails at once', () => {
  it('issues no credit note, keeps the failed try, and asks the next under a new key', async () => {
    const { shop, processor, refunds } = setUp('failed', 'failed', 'succeeded');
    expect(await refunds.execute(ADA, ORDER_ID, null)).toEqual({
      ok: false,
      failure: { name: 'RefundNotMade', status: 'failed' },
    });
    await refunds.execute(ADA, ORDER_ID, null);
    expect((await refunds.execute(ADA, ORDER_ID, null)).ok).toBe(true);
    expect(processor.keys).toEqual([
      `order-${ORDER_ID}-refund-1`,
      `order-${ORDER_ID}-refund-1-attempt-2`,
      `order-${ORDER_ID}-refund-1-attempt-3`,
    ]);
    expect(shop.notes).toHaveLength(1);
    expect(shop.actions()).toEqual([
      'ada@foundry.example order.refund_failed',
      'ada@foundry.example order.refund_failed',
      'ada@foundry.example order.refunded',
    ]);
  });
});
