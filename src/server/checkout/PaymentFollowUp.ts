import { errorItem } from '../../domain/errors/ErrorItem';
import type { UserRow } from '../accounts/userStore';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/orderMessages';
import type { OrderSettlement } from '../orders/OrderSettlement';
import type { AttemptRef, OrderRow, OrderStore } from '../orders/OrderStore';
import type { PaymentGateway } from '../payments/PaymentGateway';
import { bodyText } from './checkoutRequest';
import { outcomeOfIntent, refused, type CheckoutOutcome } from './CheckoutOutcome';

const BROWSER_REPORTED_FAILURE = 'The card authentication was not completed.';

/**
 * The calls after the browser ran the card's 3-D Secure challenge (spec §4 "Payment"):
 * POST /payment/confirm and POST /payment/failed. The browser only says which order; what
 * happened is asked of the card processor, never taken from the request.
 */
export class PaymentFollowUp {
  constructor(
    private readonly orders: OrderStore,
    private readonly gateway: PaymentGateway,
    private readonly settlement: OrderSettlement,
  ) {}

  async confirm(user: UserRow, body: unknown, cartToken: string | null): Promise<CheckoutOutcome> {
    const order = await this.ownOrder(user, body);
    if (!order) return notFound();
    if (order.status === 'paid') return { kind: 'placed', orderId: order.id };
    if (!order.payment_intent_id) {
      return refused(409, [errorItem(null, 'This order has no payment to confirm.', 'no_payment')]);
    }
    const intent = await this.gateway.confirmAfterAction({
      id: order.payment_intent_id,
      isUsOrder: order.is_us_order === 1,
    });
    await this.settlement.settle(currentAttempt(order), intent, cartToken);
    return outcomeOfIntent(order.id, intent);
  }

  /**
   * The browser's card action failed. The order is marked failed unless the processor says
   * the money was taken after all (then it is paid): the answer carries the status.
   */
  async failed(user: UserRow, body: unknown, cartToken: string | null) {
    const order = await this.ownOrder(user, body);
    if (!order) return null;
    if (order.status === 'pending' && order.payment_intent_id) {
      const intent = await this.gateway.retrievePaymentIntent({
        id: order.payment_intent_id,
        isUsOrder: order.is_us_order === 1,
      });
      const settled =
        intent.status === 'succeeded'
          ? intent
          : {
              ...intent,
              status: 'failed' as const,
              failureMessage: intent.failureMessage ?? BROWSER_REPORTED_FAILURE,
            };
      const after = (await this.settlement.settle(currentAttempt(order), settled, cartToken)).order;
      return { ok: true, order_id: order.id, status: after?.status ?? order.status };
    }
    return { ok: true, order_id: order.id, status: order.status };
  }

  private async ownOrder(user: UserRow, body: unknown): Promise<OrderRow | undefined> {
    const orderId = bodyText(body, 'order_id');
    const order = orderId ? await this.orders.find(orderId) : undefined;
    // Someone else's order is answered as missing: its existence is not this user's business.
    return order && order.user_id === user.id ? order : undefined;
  }
}

function currentAttempt(order: OrderRow): AttemptRef {
  return { orderId: order.id, attempt: order.payment_attempt };
}

function notFound(): CheckoutOutcome {
  return refused(404, [errorItem('order_id', ORDER_NOT_FOUND_MESSAGE, 'not_found')]);
}
