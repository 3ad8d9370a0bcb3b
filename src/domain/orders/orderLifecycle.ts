/**
 * An order's life cycle (docs/payments.md): its states, the events that move it, and
 * the moves each event may make. Every conditional UPDATE of an order's state names the
 * states this table allows the event from, so of two racing changes only one applies; the
 * shape follows Vendure's order process (a state machine declared as data).
 *
 * States:
 * - pending: checkout started; the current attempt's charge is not known to have succeeded;
 * - paid: the money is taken and the licences are granted (only a refund leaves it);
 * - failed: the current attempt's charge failed; a new card opens the next attempt;
 * - abandoned: refused before any card was given (a code used up meanwhile, an upgrade another
 *   order holds) or failed, and left so for CODE_HOLD_MINUTES: the sweep gave back its
 *   discount code's use and its upgrades, and its customer's cart is no longer kept for it.
 *   The same checkout with a new card opens its next attempt, as for a failed one.
 * - partially_refunded: staff refunded some of a paid order's lines (docs/back-office.md,
 *   "Refunds"); the others keep their licences;
 * - refunded: every line is refunded (final: no event leaves it).
 */
export type OrderStatus =
  'pending' | 'paid' | 'failed' | 'abandoned' | 'partially_refunded' | 'refunded';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'paid',
  'failed',
  'abandoned',
  'partially_refunded',
  'refunded',
];

/**
 * The states of an order that was paid: it has an invoice, and its customer sees it in
 * the order history, refunded or not.
 */
export const ORDER_STATUSES_PAID_ONCE: readonly OrderStatus[] = [
  'paid',
  'partially_refunded',
  'refunded',
];

/** Whether an order in `status` was paid (and so has an invoice), refunded since or not. */
export function wasPaid(status: OrderStatus): boolean {
  return ORDER_STATUSES_PAID_ONCE.includes(status);
}

/** The state an order is opened in, before any card is given. */
export const NEW_ORDER_STATUS: OrderStatus = 'pending';

/**
 * What happens to an order:
 * - payment_started: a card is given for the current attempt, which records it (the claim);
 * - payment_succeeded: the card processor says the money is taken;
 * - payment_declined: it says the charge failed (declined, cancelled, 3-D Secure failed);
 * - payment_retried: a new card for a failed or abandoned order opens its next attempt;
 * - confirmation_queued: the paid order's confirmation e-mail is queued (once);
 * - order_abandoned: the sweep finds it failed, or pending with no card given (no charge can
 *   be under way), for longer than CODE_HOLD_MINUTES. A pending order whose card was given
 *   is never abandoned: its charge may still succeed, and nothing may stand between a charge
 *   and its paid order.
 * - refund_partial: staff refund some lines, and lines remain unrefunded;
 * - refund_completed: staff refund the lines that remained (or all of them at once).
 */
export type OrderEvent =
  | 'payment_started'
  | 'payment_succeeded'
  | 'payment_declined'
  | 'payment_retried'
  | 'confirmation_queued'
  | 'order_abandoned'
  | 'refund_partial'
  | 'refund_completed';

export const ORDER_EVENTS: readonly OrderEvent[] = [
  'payment_started',
  'payment_succeeded',
  'payment_declined',
  'payment_retried',
  'confirmation_queued',
  'order_abandoned',
  'refund_partial',
  'refund_completed',
];

interface OrderMove {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
}

/** The allowed moves: an event applies only from its `from` states; anything else is refused. */
const ORDER_LIFECYCLE: Readonly<Record<OrderEvent, OrderMove>> = {
  payment_started: { from: ['pending'], to: 'pending' },
  payment_succeeded: { from: ['pending'], to: 'paid' },
  payment_declined: { from: ['pending'], to: 'failed' },
  payment_retried: { from: ['failed', 'abandoned'], to: 'pending' },
  confirmation_queued: { from: ['paid'], to: 'paid' },
  order_abandoned: { from: ['pending', 'failed'], to: 'abandoned' },
  refund_partial: { from: ['paid', 'partially_refunded'], to: 'partially_refunded' },
  refund_completed: { from: ['paid', 'partially_refunded'], to: 'refunded' },
};

/** The state `event` moves an order in `status` to, or null when the event may not apply. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  const move = ORDER_LIFECYCLE[event];
  return move.from.includes(status) ? move.to : null;
}

/**
 * The states `event` may apply from: the WHERE clause of the conditional UPDATE that
 * records it.
 */
export function orderStatusesAllowing(event: OrderEvent): OrderStatus[] {
  return [...ORDER_LIFECYCLE[event].from];
}

/** The state an order is in once `event` applied. */
export function orderStatusAfter(event: OrderEvent): OrderStatus {
  return ORDER_LIFECYCLE[event].to;
}

/**
 * What the card processor says of a charge (src/server/payments/app/PaymentGateway.ts reports
 * Stripe's payment intent statuses in these words).
 */
export type ChargeStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';

/**
 * The event a charge's status is for its order; null while the charge is still open (a
 * 3-D Secure challenge, a bank that answers later), which leaves the order pending.
 */
export function orderEventOfCharge(status: ChargeStatus): OrderEvent | null {
  switch (status) {
    case 'succeeded':
      return 'payment_succeeded';
    case 'failed':
      return 'payment_declined';
    case 'requires_action':
    case 'processing':
      return null;
  }
}
