import type { Logger } from '../../application/Logger';
import type { OrderSettlement } from '../../orders/app/OrderSettlement';
import type { OrderRepository, PaymentAttemptRepository } from '../../orders/app/OrderRepository';
import type { PaymentAttempt } from '../../orders/app/PaymentAttempt';
import type { PaymentGateway, PaymentIntentResult } from '../../payments/app/PaymentGateway';

/** What one reconciliation did. */
export interface ReconcileReport {
  /** Pending orders it found charged and paid. */
  paidOrders: number;
  /** Pending orders whose charge it found failed or cancelled. */
  failedOrders: number;
  /** Owed confirmation e-mails of paid orders it queued. */
  confirmations: number;
}

/**
 * Days the sweep keeps asking after an unsettled attempt. A charge is settled within minutes
 * by one path or another; what is left after a week is a 3-D Secure challenge nobody answered.
 */
export const RECONCILE_WINDOW_DAYS = 7;

/** Gateway calls per sweep at most: a backlog is worked off over the next sweeps. */
const BATCH = 100;

/**
 * Settles what nobody settled (docs/payments.md): the current attempt of every order
 * still pending once the attempt is older than PAYMENT_RECONCILE_AFTER_MINUTES is looked up
 * at the card processor, and a paid order whose confirmation e-mail is owed gets it. Each
 * change is OrderSettlement's conditional UPDATE, so servers sweeping at once settle an
 * order once.
 */
export class PaymentReconciler {
  constructor(
    private readonly orders: Pick<OrderRepository, 'listOwedConfirmations'>,
    private readonly attempts: Pick<PaymentAttemptRepository, 'listUnsettled'>,
    private readonly gateway: PaymentGateway,
    private readonly settlement: OrderSettlement,
    private readonly log: Logger,
  ) {}

  /** `before`: attempts and payments made since are left to the checkout still under way. */
  async reconcile(before: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { paidOrders: 0, failedOrders: 0, confirmations: 0 };
    const since = new Date(before.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
    const unsettled = await this.attempts.listUnsettled(
      since.toISOString(),
      before.toISOString(),
      BATCH,
    );
    for (const attempt of unsettled) {
      try {
        await this.settleAttempt(attempt, report);
      } catch (error) {
        // The processor or the database failed for this one: the next sweep asks again.
        this.log.warn({ err: error, order_id: attempt.orderId }, 'payments: reconciliation failed');
      }
    }
    for (const order of await this.orders.listOwedConfirmations(before.toISOString(), BATCH)) {
      if (await this.settlement.confirmOwed(order)) {
        report.confirmations += 1;
        this.log.info({ order_id: order.id }, 'payments: queued an owed confirmation e-mail');
      }
    }
    return report;
  }

  private async settleAttempt(attempt: PaymentAttempt, report: ReconcileReport) {
    const intent = await this.intentOf(attempt);
    // No intent: the charge never reached the processor; a retry of the checkout makes it.
    if (!intent) return;
    const { changed } = await this.settlement.settle(attempt, intent);
    if (!changed) return;
    const facts = {
      order_id: attempt.orderId,
      payment_attempt: attempt.attempt,
      payment_intent_id: intent.id,
      status: changed,
    };
    if (changed === 'paid') report.paidOrders += 1;
    else report.failedOrders += 1;
    this.log.info(facts, `payments: settled a pending order (${changed})`);
  }

  private async intentOf(attempt: PaymentAttempt): Promise<PaymentIntentResult | null> {
    const { isUsOrder } = attempt;
    if (attempt.paymentIntentId) {
      return this.gateway.retrievePaymentIntent({ id: attempt.paymentIntentId, isUsOrder });
    }
    return this.gateway.findPaymentIntent({ idempotencyKey: attempt.idempotencyKey, isUsOrder });
  }
}
