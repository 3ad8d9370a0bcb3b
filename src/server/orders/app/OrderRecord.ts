import type { OrderParty } from './OrderParty';
import type { PlacedOrder } from './PlacedOrder';

/**
 * An order as the checkout, the settlement and the order's files read it: its record with the
 * state of its current payment attempt, flags as booleans and amounts in cents. The adapter
 * maps it from the row (orderRecordOf.ts), so no use case reads a row (docs/architecture.md).
 */
export interface OrderRecord extends PlacedOrder {
  /** Counts the charges tried; each has its own idempotency key at the card processor. */
  paymentAttempt: number;
  /** Set by the request that claimed the current attempt (the claim is the lock). */
  paymentMethodId: string | null;
  paymentIntentId: string | null;
  /** False on a paid order while its confirmation e-mail is owed. */
  confirmationQueued: boolean;
  /** The buyer as billed (docs/spec.md §3 personal info, at the moment of the order). */
  billing: OrderParty;
  /** The EULA in force when the customer paid; null only on orders claimed before migration 0800. */
  licenceText: string | null;
  /** ISO 4217 code of the amounts. */
  currency: string;
}
