import type { OrderRepository, PaymentAttemptRepository } from '../../orders/app/OrderRepository';
import type { OrderRecord } from '../../orders/app/OrderRecord';

/** A charge at Stripe answers within seconds; past this the claimant is taken for dead. */
const WAIT_LIMIT_MS = 15_000;
const POLL_EVERY_MS = 50;

/**
 * The order once the request that claimed its payment attempt has recorded its intent (or
 * settled it), polled from the database: the claimant may be another server process. The
 * wait ends WAIT_LIMIT_MS after the attempt was claimed, so a retry long after a server
 * stopped does not wait at all.
 */
export async function waitForIntent(
  orders: OrderRepository,
  attempts: PaymentAttemptRepository,
  orderId: string,
): Promise<OrderRecord | undefined> {
  let deadline: number | undefined;
  for (;;) {
    const order = await orders.find(orderId);
    if (!order || order.paymentIntentId || order.status !== 'pending') return order;
    if (deadline === undefined) {
      const attempt = await attempts.find({ orderId, attempt: order.paymentAttempt });
      deadline = attempt ? Date.parse(attempt.createdAt) + WAIT_LIMIT_MS : 0;
    }
    if (Date.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}
