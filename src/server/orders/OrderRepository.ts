import type { AttemptRef, NewOrderRow, OrderClaim, OrderRow } from './KyselyOrderRepository';
import type { PaymentAttemptRow } from './KyselyPaymentAttemptRepository';
import type { PlacedOrder } from './PlacedOrder';

/**
 * The orders a checkout use case reads and changes (PlaceOrder, OrderPayment,
 * PaymentFollowUp). Each change is a conditional update that the order life cycle allows
 * (src/domain/orders/orderLifecycle.ts); a false answer means another request made it.
 * KyselyOrderRepository is the Kysely adapter.
 */
export interface OrderRepository {
  /** Inserts the order unless its checkout key already has one; answers the key's order. */
  openOnce(order: NewOrderRow): Promise<OrderRow>;
  find(id: string): Promise<OrderRow | undefined>;
  /** failed → pending with the next attempt number (payment_retried). */
  reopenFailed(order: OrderRow, now: string): Promise<boolean>;
}

/**
 * The payment attempts of orders, each recorded before its card is charged.
 * KyselyPaymentAttemptRepository is the Kysely adapter.
 */
export interface PaymentAttemptRepository {
  /** Claims the order's current attempt (payment_started) and records it; null if taken. */
  claim(order: OrderRow, claim: OrderClaim, now: string): Promise<PaymentAttemptRow | null>;
  find(ref: AttemptRef): Promise<PaymentAttemptRow | undefined>;
}

/**
 * The orders as their buyers see them (OwnOrders: the order pages), as records rather than
 * rows. KyselyOrderRepository is the Kysely adapter.
 */
export interface PlacedOrders {
  findPlaced(id: string): Promise<PlacedOrder | undefined>;
  /** The user's paid orders, newest first (docs/spec.md §2 "Orders page"). */
  listPaid(userId: string): Promise<PlacedOrder[]>;
}
