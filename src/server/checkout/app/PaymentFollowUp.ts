import { nextOrderStatus, type OrderStatus } from '../../../domain/orders/orderLifecycle';
import { failed, succeeded, type Result } from '../../application/Result';
import type { Customer } from '../../accounts/app/Customer';
import type { OrderRepository } from '../../orders/app/OrderRepository';
import type { OrderSettlement } from '../../orders/app/OrderSettlement';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { AttemptRef } from '../../orders/app/PaymentAttempt';
import type { PaymentGateway } from '../../payments/app/PaymentGateway';
import type { CheckoutFailure } from './checkoutFailures';
import { resultOfIntent, type CheckoutResult } from './CheckoutOutcome';

const BROWSER_REPORTED_FAILURE = 'The card authentication was not completed.';

/** A payment follow-up call names its order (`order_id`), read by the route. */
export interface OrderCommand {
  orderId: string | null;
  cartToken: string | null;
}

/** What POST /payment/failed answers: the order's status once the processor was asked. */
export interface ReportedFailure {
  orderId: string;
  status: OrderStatus;
}

/**
 * The calls after the browser ran the card's 3-D Secure challenge (docs/spec.md §4 "Payment"):
 * POST /payment/confirm and POST /payment/failed. The browser only says which order; what
 * happened is asked of the card processor, never taken from the request.
 */
export class PaymentFollowUp {
  constructor(
    private readonly orders: OrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly settlement: OrderSettlement,
  ) {}

  async confirm(customer: Customer, command: OrderCommand): Promise<CheckoutResult> {
    const order = await this.ownOrder(customer, command);
    if (!order) return failed({ name: 'OrderNotFound', field: 'order_id' });
    if (order.status === 'paid') return succeeded({ kind: 'placed', orderId: order.id });
    if (!order.paymentIntentId) return failed({ name: 'NoPaymentToConfirm' });
    const intent = await this.gateway.confirmAfterAction({
      id: order.paymentIntentId,
      isUsOrder: order.isUsOrder,
    });
    await this.settlement.settle(currentAttempt(order), intent, command.cartToken);
    return resultOfIntent(order.id, intent);
  }

  /**
   * The browser's card action failed. The order is marked failed unless the processor says
   * the money was taken after all (then it is paid): the answer carries the status.
   */
  async failed(
    customer: Customer,
    command: OrderCommand,
  ): Promise<Result<ReportedFailure, CheckoutFailure>> {
    const order = await this.ownOrder(customer, command);
    if (!order) return failed({ name: 'OrderNotFound', field: 'order_id' });
    if (!nextOrderStatus(order.status, 'payment_declined') || !order.paymentIntentId) {
      return succeeded({ orderId: order.id, status: order.status });
    }
    const intent = await this.gateway.retrievePaymentIntent({
      id: order.paymentIntentId,
      isUsOrder: order.isUsOrder,
    });
    const settled =
      intent.status === 'succeeded'
        ? intent
        : {
            ...intent,
            status: 'failed' as const,
            failureMessage: intent.failureMessage ?? BROWSER_REPORTED_FAILURE,
          };
    const after = (await this.settlement.settle(currentAttempt(order), settled, command.cartToken))
      .order;
    return succeeded({ orderId: order.id, status: after?.status ?? order.status });
  }

  private async ownOrder(
    customer: Customer,
    command: OrderCommand,
  ): Promise<OrderRecord | undefined> {
    const order = command.orderId ? await this.orders.find(command.orderId) : undefined;
    // Someone else's order is answered as missing: its existence is not this user's business.
    return order && order.userId === customer.id ? order : undefined;
  }
}

function currentAttempt(order: OrderRecord): AttemptRef {
  return { orderId: order.id, attempt: order.paymentAttempt };
}
