import type { PaymentIntentResult } from '../../payments/app/PaymentGateway';
import type { NewOrder, OrderClaim } from './NewOrder';
import type { OrderRecord } from './OrderRecord';
import type { AttemptRef, PaymentAttempt } from './PaymentAttempt';
import type { PlacedOrder } from './PlacedOrder';

/**
 * The orders a checkout use case reads and changes (PlaceOrder, OrderPayment,
 * PaymentFollowUp, PaymentReconciler, OrderFiles). Each change is a conditional update that
 * the order life cycle allows (src/domain/orders/orderLifecycle.ts); a false answer means
 * another request made it. KyselyOrderRepository is the Kysely adapter.
 */
export interface OrderRepository {
  /** Inserts the order unless its checkout key already has one; answers the key's order. */
  openOnce(order: NewOrder): Promise<OrderRecord>;
  find(id: string): Promise<OrderRecord | undefined>;
  /** The order of a checkout key (checkoutKey.ts: the hash of the user's key). */
  findByCheckoutKeyHash(keyHash: string): Promise<OrderRecord | undefined>;
  /** failed → pending with the next attempt number (payment_retried). */
  reopenFailed(order: OrderRecord, now: string): Promise<boolean>;
  /** Paid orders whose confirmation e-mail is still owed, paid before `before`. */
  listOwedConfirmations(before: string, limit: number): Promise<OrderRecord[]>;
}

/**
 * The payment attempts of orders, each recorded before its card is charged.
 * KyselyPaymentAttemptRepository is the Kysely adapter.
 */
export interface PaymentAttemptRepository {
  /** Claims the order's current attempt (payment_started) and records it; null if taken. */
  claim(order: OrderRecord, claim: OrderClaim, now: string): Promise<PaymentAttempt | null>;
  find(ref: AttemptRef): Promise<PaymentAttempt | undefined>;
  /** The attempt an intent charges (Stripe's webhook). */
  findOfIntent(intent: PaymentIntentResult): Promise<PaymentAttempt | undefined>;
  /** The current attempts of pending orders made between `since` and `before`, oldest first. */
  listUnsettled(since: string, before: string, limit: number): Promise<PaymentAttempt[]>;
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
