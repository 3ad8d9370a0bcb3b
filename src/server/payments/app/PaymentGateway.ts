/**
 * What checkout needs from a card processor (docs/spec.md §4 "Payment", §7 checkout calls), shaped
 * after Stripe's PaymentIntents so that the Stripe adapter and the offline test-card
 * adapter fit the same port: the server creates and confirms an intent for a payment
 * method the browser made; when the card's bank wants 3-D Secure the browser runs the
 * challenge with the client secret and the server confirms again afterwards.
 */
export interface PaymentGateway {
  /** Charges the payment method, or reports that the customer must act first. */
  createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentResult>;
  retrievePaymentIntent(ref: PaymentIntentRef): Promise<PaymentIntentResult>;
  /**
   * The intent created with this idempotency key, or null when the processor has none: what
   * became of a charge whose server stopped before it recorded the intent. Read only; it never
   * charges. Used by the sweep, minutes after the charge (Stripe's search lags by up to one).
   */
  findPaymentIntent(lookup: PaymentIntentLookup): Promise<PaymentIntentResult | null>;
  /** After the browser finished the card action (3-D Secure): charge, or report the failure. */
  confirmAfterAction(ref: PaymentIntentRef): Promise<PaymentIntentResult>;
  /** The verified event of a webhook call, or null when its signature does not hold. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): PaymentEvent | null;
  /** What the browser needs to collect a card for this kind of order. */
  clientConfig(isUsOrder: boolean): PaymentClientConfig;
  /**
   * Gives back all or part of a charge (docs/back-office.md, "Refunds"). The same key always
   * answers the same refund and never refunds twice; the same key with another amount is
   * refused (IdempotencyKeyReusedError, or Stripe's idempotency error).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The refund as the processor has it now: what became of one it answered `pending`. Read
   * only; it never refunds.
   */
  retrieveRefund(ref: RefundRef): Promise<RefundResult>;
}

export interface RefundRequest {
  /** The succeeded intent of the order's charge. */
  paymentIntentId: string;
  /** At most what the intent charged, less what was refunded before; priced by the domain. */
  amountCents: number;
  idempotencyKey: string;
  isUsOrder: boolean;
  metadata: Readonly<Record<string, string>>;
}

/** Which refund, and on which of the two accounts its charge lives. */
export interface RefundRef {
  id: string;
  isUsOrder: boolean;
}

/**
 * Stripe's refund statuses (https://docs.stripe.com/api/refunds/object): a card refund is
 * usually `succeeded` at once; `pending` and `requires_action` ones settle later, to
 * `succeeded` or to `failed` or `canceled`, which gave nothing back.
 */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundResult {
  id: string;
  status: RefundStatus;
  amountCents: number;
}

export interface PaymentIntentRequest {
  /** The authoritative total in cents, priced by the server. */
  amountCents: number;
  /** ISO currency code, lower case as Stripe writes it ('usd'). */
  currency: string;
  /**
   * The same key always answers the same intent and never charges twice: a retried or
   * double-clicked checkout reuses it.
   */
  idempotencyKey: string;
  paymentMethodId: string;
  metadata: Readonly<Record<string, string>>;
  /** US orders are charged through the foundry's US account (docs/spec.md §7: a different key). */
  isUsOrder: boolean;
}

/** The idempotency key a charge was requested with, and the account it went to. */
export interface PaymentIntentLookup {
  idempotencyKey: string;
  isUsOrder: boolean;
}

/** Which intent, and on which of the two accounts it lives. */
export interface PaymentIntentRef {
  id: string;
  isUsOrder: boolean;
}

/**
 * - succeeded: the money is taken.
 * - requires_action: the browser must run the card's challenge with `clientSecret`.
 * - processing: the bank has not answered yet; a webhook reports the outcome.
 * - failed: nothing was charged; `failureMessage` says why, in the processor's words.
 */
export type PaymentIntentStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';

export interface PaymentIntentResult {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  clientSecret: string;
  failureMessage?: string;
  /** What the charge was created with (`order_id`, `payment_attempt`): webhooks find the order by it. */
  metadata: Readonly<Record<string, string>>;
}

/**
 * A verified webhook event; `paymentIntent` is set for events about a payment intent, `refund`
 * for events about a refund.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  paymentIntent: PaymentIntentResult | null;
  refund: RefundResult | null;
}

export type PaymentClientConfig =
  | { provider: 'stripe'; publishableKey: string }
  /** The offline stand-in: the browser shows its own card field (TestCardPaymentGateway). */
  | { provider: 'test_cards' };
