/** One payment attempt of one order. */
export interface AttemptRef {
  orderId: string;
  attempt: number;
}

/**
 * One charge of an order, recorded before the card processor is called: the processor
 * knows it by `idempotencyKey`, and the same key always answers the same intent.
 */
export interface PaymentAttempt extends AttemptRef {
  idempotencyKey: string;
  paymentMethodId: string;
  amountCents: number;
  /** Lower case, as the processor was sent it. */
  currency: string;
  /** US orders are charged through the US account. */
  isUsOrder: boolean;
  /** Known once the processor answered (or the sweep, or a webhook, found it). */
  paymentIntentId: string | null;
  /** ISO time. */
  createdAt: string;
}
