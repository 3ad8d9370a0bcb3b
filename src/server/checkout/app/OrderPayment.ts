import type { Clock } from '../../application/Clock';
import { nextOrderStatus } from '../../../domain/orders/orderLifecycle';
import { failed, succeeded } from '../../application/Result';
import type { OrderRepository, PaymentAttemptRepository } from '../../orders/app/OrderRepository';
import type { OrderSettlement } from '../../orders/app/OrderSettlement';
import type { OrderClaim } from '../../orders/app/NewOrder';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { PaymentAttempt } from '../../orders/app/PaymentAttempt';
import type { PaymentGateway } from '../../payments/app/PaymentGateway';
import { resultOfIntent, type CheckoutResult } from './CheckoutOutcome';
import { waitForIntent } from './waitForIntent';

export interface OrderPaymentDependencies {
  orders: OrderRepository;
  attempts: PaymentAttemptRepository;
  gateway: PaymentGateway;
  settlement: OrderSettlement;
  clock: Clock;
}

/**
 * Charges an opened order's current attempt once (docs/payments.md). The attempt is
 * recorded before the card processor is called, under the idempotency key the processor
 * gets, so a second call for the same checkout (double click, retry, a second server) finds
 * the charge under way or made and never charges again.
 */
export class OrderPayment {
  constructor(private readonly deps: OrderPaymentDependencies) {}

  /** Charges the order's current attempt once, or answers the charge another call made. */
  async pay(
    opened: OrderRecord,
    claim: OrderClaim,
    cartToken: string | null,
  ): Promise<CheckoutResult> {
    let order = opened;
    if (order.status === 'paid') return succeeded({ kind: 'placed', orderId: order.id });
    if (nextOrderStatus(order.status, 'payment_retried')) {
      // A new card for a failed checkout: a new attempt (another request may have opened it).
      await this.deps.orders.reopenFailed(order, this.deps.clock.now().toISOString());
      order = (await this.deps.orders.find(order.id)) ?? order;
      if (!nextOrderStatus(order.status, 'payment_started'))
        return this.pay(order, claim, cartToken);
    }
    const attempt = await this.deps.attempts.claim(
      order,
      claim,
      this.deps.clock.now().toISOString(),
    );
    if (attempt) return this.charge(attempt, cartToken);
    return this.answerChargeUnderWay(order.id, cartToken);
  }

  /**
   * Asks the processor for the attempt's charge under the attempt's own key: the first call
   * charges, any later one (a retry after the first server stopped) gets the same intent.
   */
  private async charge(attempt: PaymentAttempt, cartToken: string | null) {
    const intent = await this.deps.gateway.createPaymentIntent({
      amountCents: attempt.amountCents,
      currency: attempt.currency,
      idempotencyKey: attempt.idempotencyKey,
      paymentMethodId: attempt.paymentMethodId,
      metadata: {
        order_id: attempt.orderId,
        payment_attempt: String(attempt.attempt),
      },
      isUsOrder: attempt.isUsOrder,
    });
    await this.deps.settlement.settle(attempt, intent, cartToken);
    return resultOfIntent(attempt.orderId, intent);
  }

  /** Another call holds this attempt: wait for its intent and answer what it came to. */
  private async answerChargeUnderWay(
    orderId: string,
    cartToken: string | null,
  ): Promise<CheckoutResult> {
    const order = await waitForIntent(this.deps.orders, this.deps.attempts, orderId);
    if (!order) return failed({ name: 'OrderNotFound', field: null });
    if (order.status === 'paid') return succeeded({ kind: 'placed', orderId });
    const ref = { orderId, attempt: order.paymentAttempt };
    const attempt = await this.deps.attempts.find(ref);
    if (!attempt) return failed({ name: 'OrderNotFound', field: null });
    if (!order.paymentIntentId) {
      // The claimant never recorded its intent (its server stopped, or a write failed): the
      // attempt's key either finds the charge it made or makes the one it never got to.
      return this.charge(attempt, cartToken);
    }
    const intent = await this.deps.gateway.retrievePaymentIntent({
      id: order.paymentIntentId,
      isUsOrder: order.isUsOrder,
    });
    await this.deps.settlement.settle(ref, intent, cartToken);
    return resultOfIntent(orderId, intent);
  }
}
