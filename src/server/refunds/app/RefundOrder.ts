import { wasPaid } from '../../../domain/orders/orderLifecycle';
import { orderLineCharges, planRefund, type RefundPlan } from '../../../domain/orders/refunds';
import { failed, succeeded, type Result } from '../../application/Result';
import type { InvalidForm } from '../../application/InvalidForm';
import type { Logger } from '../../application/Logger';
import type { OrderNotPaid } from '../../orders/app/OrderNotPaid';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { OrderNotFound } from '../../orders/app/OwnOrders';
import type { PaymentGateway, RefundResult } from '../../payments/app/PaymentGateway';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { CreditNote } from '../../orders/app/CreditNote';
import { IssueCreditNote, type IssueCreditNotePorts } from './IssueCreditNote';
import { refundAttemptAudit } from './refundAttemptAudit';
import type { RefundAttempt, RefundAttempts } from './RefundAttempts';

/** The processor's refund id a credit note keeps when no processor was asked (nothing to give back). */
export const NO_PROCESSOR_REFUND = 'none';

export const REFUND_MESSAGES = {
  conflict: 'Another refund of this order was recorded meanwhile. Reload the order and try again.',
  notMade:
    'The card processor did not make the refund. No credit note was issued; try again later.',
  pending:
    'A refund of this order is still being made by the card processor. Wait until it is done.',
};

/** Another refund of the order was recorded first: the staff member reloads and decides again. */
export interface RefundConflict {
  name: 'RefundConflict';
}

/** The card processor did not give the money back (a failed or canceled refund). */
export interface RefundNotMade {
  name: 'RefundNotMade';
  status: string;
}

/** The card processor is still making an earlier refund of the order. */
export interface RefundPending {
  name: 'RefundPending';
}

export type RefundFailure =
  OrderNotFound | OrderNotPaid | InvalidForm | RefundConflict | RefundNotMade | RefundPending;

/**
 * What became of a refund: made, with its credit note, or still being made by the card
 * processor, which issues the credit note when it is done (SettlePendingRefunds).
 */
export type RefundOutcome =
  { status: 'refunded'; creditNote: CreditNote } | { status: 'pending'; amountCents: number };

export interface RefundOrderPorts extends IssueCreditNotePorts {
  orders: { find(id: string): Promise<OrderRecord | undefined> };
  gateway: Pick<PaymentGateway, 'refund'>;
  attempts: Pick<RefundAttempts, 'add' | 'pendingOf' | 'countOf'>;
  log: Pick<Logger, 'warn'>;
}

/**
 * Staff refund a paid order, whole or some lines (docs/back-office.md "Refunds"). The
 * domain decides what each line gives back (src/domain/orders/refunds.ts), never a figure
 * the browser sent. The card processor is asked first, under a key named for the order's
 * next refund (`order-<id>-refund-<n>`): two staff members racing on one order send the same
 * key, so the processor refunds once (or refuses the second amount), and of their two
 * conditional updates one applies. A server that stops after the processor answered leaves
 * the order as it was; the next attempt sends the same key and gets the same refund back.
 * docs/decisions/0009-refund-before-the-credit-note.md says why in that order.
 *
 * A credit note is issued only for money that moved: a refund the processor answers
 * `pending` is kept as a pending refund, and the order refuses another refund until it is
 * settled; one it failed is kept as a failed attempt, and the next try of the same refund gets
 * a key of its own (`…-refund-<n>-attempt-<k>`), since the old key would answer the failed
 * refund again (docs/decisions/0018-pending-refunds.md).
 */
export class RefundOrder {
  private readonly issue: IssueCreditNote;

  constructor(private readonly ports: RefundOrderPorts) {
    this.issue = new IssueCreditNote(ports);
  }

  /** `lines`: the order's line indexes to refund; null refunds every line not refunded yet. */
  async execute(
    staff: StaffMember,
    orderId: string,
    lines: readonly number[] | null,
  ): Promise<Result<RefundOutcome, RefundFailure>> {
    const order = await this.ports.orders.find(orderId);
    if (!order) return failed({ name: 'OrderNotFound', field: null });
    if (!wasPaid(order.status)) return failed({ name: 'OrderNotPaid' });
    if (await this.ports.attempts.pendingOf(orderId)) return failed({ name: 'RefundPending' });
    const charges = orderLineCharges(order.pricedCart, order.invoiceTax.cents);
    const requested =
      lines ??
      charges.map((charge) => charge.line).filter((line) => !order.refundedLines.includes(line));
    const decision = planRefund(charges, order.refundedLines, requested);
    if (!decision.ok) return failed({ name: 'InvalidForm', errors: decision.errors });
    const { plan } = decision;
    // Nothing to give back (a free order, lines an upgrade credit paid for) calls no
    // processor: Stripe refuses a refund of zero.
    if (plan.totalCents === 0 || !order.paymentIntentId) {
      return this.record(staff, order, plan, NO_PROCESSOR_REFUND);
    }
    const asked = await this.refundAtProcessor(order, plan, order.paymentIntentId);
    // How Stripe's refund statuses are read: https://docs.stripe.com/api/refunds/object.
    // `requires_action` is still being made, as `pending` is.
    const { status } = asked.refund;
    if (status === 'succeeded') return this.record(staff, order, plan, asked.refund.id);
    const attempt: RefundAttempt = {
      orderId: order.id,
      refundNumber: asked.refundNumber,
      attempt: asked.attempt,
      gatewayRefundId: asked.refund.id,
      isUsOrder: order.isUsOrder,
      lines: plan.lines,
      amountCents: plan.totalCents,
      staff,
      status: status === 'requires_action' ? 'pending' : status,
      createdAt: this.ports.now().toISOString(),
      settledAt: null,
    };
    // Kept either way: a pending refund until it is settled, a failed one so that the next
    // try of this refund is asked under a new key.
    if (!(await this.ports.attempts.add(attempt))) {
      // Another server kept a pending refund of the order after this one's check: the
      // database holds one. The processor's refund asked here is not followed by the shop, so
      // a person has to cancel it in the processor's Dashboard before it is made.
      this.ports.log.warn(
        { order_id: order.id, refund_id: attempt.gatewayRefundId, status: attempt.status },
        'refunds: a second refund of an order was asked while another was pending; not kept',
      );
      return failed({ name: 'RefundPending' });
    }
    await this.ports.audit.record(staff, refundAttemptAudit(order, attempt));
    if (attempt.status !== 'pending') {
      return failed({ name: 'RefundNotMade', status: attempt.status });
    }
    // No money has moved yet, so no credit note: under §17(1) UStG the consideration is
    // reduced when the amount is actually refunded.
    return succeeded({ status: 'pending', amountCents: plan.totalCents });
  }

  private async record(
    staff: StaffMember,
    order: OrderRecord,
    plan: RefundPlan,
    gatewayRefundId: string,
  ): Promise<Result<RefundOutcome, RefundConflict>> {
    const note = await this.issue.execute(staff, order, plan, gatewayRefundId);
    if (!note) return failed({ name: 'RefundConflict' });
    return succeeded({ status: 'refunded', creditNote: note });
  }

  /** Asks the processor for the refund, under the key of this refund's next try. */
  private async refundAtProcessor(
    order: OrderRecord,
    plan: RefundPlan,
    paymentIntentId: string,
  ): Promise<{ refund: RefundResult; refundNumber: number; attempt: number }> {
    const refundNumber = order.refundCount + 1;
    const attempt = (await this.ports.attempts.countOf(order.id, refundNumber)) + 1;
    const refund = await this.ports.gateway.refund({
      paymentIntentId,
      amountCents: plan.totalCents,
      idempotencyKey: refundIdempotencyKey(order.id, refundNumber, attempt),
      isUsOrder: order.isUsOrder,
      // A first try is asked exactly as refunds always were, so a retry of one asked before
      // attempts were counted still matches its key's parameters at Stripe.
      metadata: {
        order_id: order.id,
        refund: String(refundNumber),
        ...(attempt > 1 ? { refund_attempt: String(attempt) } : {}),
      },
    });
    return { refund, refundNumber, attempt };
  }
}

/**
 * The key of a refund's try: the first keeps the key refunds always had; after a failed try
 * the next needs another, since Stripe answers a key it saw in the last 24 hours with the same
 * (failed) refund instead of making a new one.
 */
export function refundIdempotencyKey(orderId: string, refundNumber: number, attempt: number) {
  const key = `order-${orderId}-refund-${refundNumber}`;
  return attempt === 1 ? key : `${key}-attempt-${attempt}`;
}
