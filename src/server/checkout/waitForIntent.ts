import type { OrderRow, OrderStore } from '../orders/OrderStore';

/** A charge at Stripe answers within seconds; past this the claimant is taken for dead. */
const WAIT_LIMIT_MS = 15_000;
const POLL_EVERY_MS = 50;

/**
 * The order once the request that claimed its payment attempt has recorded its intent (or
 * settled it), polled from the database: the claimant may be another server process.
 */
export async function waitForIntent(
  orders: OrderStore,
  orderId: string,
  limitMs = WAIT_LIMIT_MS,
): Promise<OrderRow | undefined> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const order = await orders.find(orderId);
    if (!order || order.payment_intent_id || order.status !== 'pending') return order;
    if (Date.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}
