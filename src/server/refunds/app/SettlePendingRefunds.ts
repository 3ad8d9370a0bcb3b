import { orderLineCharges, planRefund, type RefundPlan } from '../../../domain/orders/refunds';
import type { Logger } from '../../application/Logger';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { PaymentGateway, RefundResult } from '../../payments/app/PaymentGateway';
import { IssueCreditNote, type IssueCreditNotePorts } from './IssueCreditNote';
import { refundAttemptAudit } from './refundAttemptAudit';
import type { RefundAttempt, RefundAttempts } from './RefundAttempts';

/** What one pass over the pending refunds did. */
export interface PendingRefundsReport {
  /** Pending refunds the processor made since: each now has its credit note. */
  refundsMade: number;
  /** Pending refunds the processor failed or canceled: the order stays as it was. */
  refundsNotMade: number;
}

/** Processor reads per pass at most: a backlog is worked off over the next sweeps. */
const BATCH = 100;

export interface SettlePendingRefundsPorts extends IssueCreditNotePorts {
  orders: { find(id: string): Promise<OrderRecord | undefined> };
  gateway: Pick<PaymentGateway, 'retrieveRefund'>;
  attempts: Pick<RefundAttempts, 'listPending' | 'pendingByGatewayId' | 'settleUnmade'>;
  log: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Reads each pending refund again at the card processor (docs/decisions/0018-pending-refunds.md)
 * and settles it: `succeeded` is recorded exactly as a refund made at once (IssueCreditNote:
 * the credit note, its e-mail, the audit entry under the staff member who asked), and the
 * ledger's transaction ends the pending refund; `failed` or `canceled` ends it as a failed
 * attempt, audited, with the order left as it was, so staff can refund again; still pending
 * is left for the next pass. The sweep runs it, and Stripe's webhook for one refund. Every
 * change is conditional (the order's refund count, the attempt still pending), so servers
 * settling the same refund at once record it once.
 */
export class SettlePendingRefunds {
  private readonly issue: IssueCreditNote;

  constructor(private readonly ports: SettlePendingRefundsPorts) {
    this.issue = new IssueCreditNote(ports);
  }

  /** Every pending refund, oldest first (the sweep). */
  async settleAll(): Promise<PendingRefundsReport> {
    const report: PendingRefundsReport = { refundsMade: 0, refundsNotMade: 0 };
    for (const attempt of await this.ports.attempts.listPending(BATCH)) {
      try {
        const outcome = await this.settle(attempt);
        if (outcome === 'made') report.refundsMade += 1;
        if (outcome === 'not made') report.refundsNotMade += 1;
      } catch (error) {
        // The processor or the database failed for this one: the next pass asks again.
        this.ports.log.warn(
          { err: error, order_id: attempt.orderId, refund_id: attempt.gatewayRefundId },
          'refunds: a pending refund could not be settled',
        );
      }
    }
    return report;
  }

  /**
   * The refund the processor reported a change of (Stripe's `refund.updated`): settled if it
   * is pending here. It is read again rather than taken from the event, since events may
   * arrive late or out of order. Answers whether it is pending here; one that is not may be
   * a made refund whose payout failed (DetectFailedPayouts).
   */
  async refundChanged(refund: RefundResult): Promise<boolean> {
    const attempt = await this.ports.attempts.pendingByGatewayId(refund.id);
    if (!attempt) return false;
    await this.settle(attempt);
    return true;
  }

  private async settle(attempt: RefundAttempt): Promise<'made' | 'not made' | null> {
    const refund = await this.ports.gateway.retrieveRefund({
      id: attempt.gatewayRefundId,
      isUsOrder: attempt.isUsOrder,
    });
    // How Stripe's refund statuses are read: https://docs.stripe.com/api/refunds/object.
    switch (refund.status) {
      case 'pending':
      case 'requires_action':
        return null;
      case 'succeeded':
        return (await this.record(attempt)) ? 'made' : null;
      case 'failed':
      case 'canceled':
        return (await this.endUnmade(attempt, refund.status)) ? 'not made' : null;
    }
  }

  /** Records the refund the processor made; false when another server recorded it first. */
  private async record(attempt: RefundAttempt): Promise<boolean> {
    const order = await this.ports.orders.find(attempt.orderId);
    const plan = order && planOf(order, attempt);
    if (!order || !plan) {
      // The order changed in a way no pending refund allows (refunds of it are refused while
      // one is pending): a person has to look. It stays pending and is logged on every pass.
      this.ports.log.warn(
        { order_id: attempt.orderId, refund_id: attempt.gatewayRefundId },
        'refunds: a pending refund succeeded but no longer fits its order; not recorded',
      );
      return false;
    }
    const note = await this.issue.execute(attempt.staff, order, plan, attempt.gatewayRefundId);
    if (!note) return false;
    this.ports.log.info(
      { order_id: order.id, refund_id: attempt.gatewayRefundId, credit_note: note.number },
      'refunds: a pending refund was made',
    );
    return true;
  }

  /** Ends a refund that gave nothing back; false when another server ended it first. */
  private async endUnmade(attempt: RefundAttempt, status: 'failed' | 'canceled') {
    const at = this.ports.now().toISOString();
    if (!(await this.ports.attempts.settleUnmade(attempt, status, at))) return false;
    const order = await this.ports.orders.find(attempt.orderId);
    if (order) {
      await this.ports.audit.record(
        attempt.staff,
        refundAttemptAudit(order, { ...attempt, status, settledAt: at }),
      );
    }
    this.ports.log.warn(
      { order_id: attempt.orderId, refund_id: attempt.gatewayRefundId, status },
      'refunds: the card processor did not make a pending refund',
    );
    return true;
  }
}

/**
 * The refund's plan as the domain makes it from the order today, which must give back what
 * the processor was asked for: the order's refunded lines cannot change while a refund of it
 * is pending. Null when it does not.
 */
function planOf(order: OrderRecord, attempt: RefundAttempt): RefundPlan | null {
  const charges = orderLineCharges(order.pricedCart, order.invoiceTax.cents);
  const lines = attempt.lines.map((line) => line.line);
  const decision = planRefund(charges, order.refundedLines, lines);
  if (!decision.ok || decision.plan.totalCents !== attempt.amountCents) return null;
  return decision.plan;
}
