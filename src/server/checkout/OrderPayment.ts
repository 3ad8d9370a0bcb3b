import { nextOrderStatus } from '../../domain/orders/orderLifecycle';
import { failed, succeeded } from '../application/Result';
import type { OrderRepository, PaymentAttemptRepository } from '../orders/OrderRepository';
import type { OrderSettlement } from '../orders/OrderSettlement';
import type { OrderClaim, OrderRow } from '../orders/KyselyOrderRepository';
import { attemptRef, type PaymentAttemptRow } from '../orders/KyselyPaymentAttemptRepository';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { resultOfIntent, type CheckoutResult } from './CheckoutOutcome';
import { waitForIntent } from './waitForIntent';

export interface OrderPaymentDependencies {
  orders: OrderRepository;
  attempts: PaymentAttemptRepository;
  gateway: PaymentGateway;
  settlement: OrderSettlement;
}

/**
 * Charges an opened order's current attempt once (README, "Card payments"). The attempt is
 * recorded before the card processor is called, under the idempotency key the processor
 * gets, so a second call for the same checkout (double click, retry, a second server) finds
 * the charge under way or made and never charges again.
 */
export class OrderPayment {
  constructor(private readonly deps: OrderPaymentDependencies) {}

  /** Charges the order's current attempt once, or answers the charge another call made. */
  async pay(
    opened: OrderRow,
    claim: OrderClaim,
    cartToken: string | null,
  ): Promise<CheckoutResult> {
    let order = opened;
    if (order.status === 'paid') return succeeded({ kind: 'placed', orderId: order.id });
    if (nextOrderStatus(order.status, 'payment_retried')) {
      // A new card for a failed checkout: a new attempt (another request may have opened it).
      await this.deps.orders.reopenFailed(order, new Date().toISOString());
      order = (await this.deps.orders.find(order.id)) ?? order;
      if (!nextOrderStatus(order.status, 'payment_started'))
        return this.pay(order, claim, cartToken);
    }
    const attempt = await this.deps.attempts.claim(order, claim, new Date().toISOString());
    if (attempt) return this.charge(attempt, cartToken);
    return this.answerChargeUnderWay(order.id, cartToken);
  }

  /**
   * Asks the processor for the attempt's charge under the attempt's own key: the first call
   * charges, any later one (a retry after the first server stopped) gets the same intent.
   */
  private async charge(attempt: PaymentAttemptRow, cartToken: string | null) {
    const intent = await this.deps.gateway.createPaymentIntent({
      amountCents: attempt.amount_cents,
      currency: attempt.currency,
      idempotencyKey: attempt.idempotency_key,
      paymentMethodId: attempt.payment_method_id,
      metadata: {
        order_id: attempt.order_id,
        payment_attempt: String(attempt.attempt),
      },
      isUsOrder: attempt.is_us_order === 1,
    });
    await this.deps.settlement.settle(attemptRef(attempt), intent, cartToken);
    return resultOfIntent(attempt.order_id, intent);
  }

  /** Another call holds this attempt: wait for its intent and answer what it came to. */
  private async answerChargeUnderWay(
    orderId: string,
    cartToken: string | null,
  ): Promise<CheckoutResult> {
    const order = await waitForIntent(this.deps.orders, this.deps.attempts, orderId);
    if (!order) return failed({ name: 'OrderNotFound', field: null });
    if (order.status === 'paid') return succeeded({ kind: 'placed', orderId });
    const ref = { orderId, attempt: order.payment_attempt };
    const attempt = await this.deps.attempts.find(ref);
    if (!attempt) return failed({ name: 'OrderNotFound', field: null });
    if (!order.payment_intent_id) {
      // The claimant never recorded its intent (its server stopped, or a write failed): the
      // attempt's key either finds the charge it made or makes the one it never got to.
      return this.charge(attempt, cartToken);
    }
    const intent = await this.deps.gateway.retrievePaymentIntent({
      id: order.payment_intent_id,
      isUsOrder: order.is_us_order === 1,
    });
    await this.deps.settlement.settle(ref, intent, cartToken);
    return resultOfIntent(orderId, intent);
  }
}
