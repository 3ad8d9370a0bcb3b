import { cartAnswer } from './cartAnswer';
import { errorAnswer } from './errorAnswer';
import { z } from './zod';

/*
 * The checkout's and payments' answers, apart from their endpoints (checkout.ts): the
 * browser imports only these.
 */

/**
 * POST /checkout and /payment/confirm (docs/spec.md §7): the order, paid or being paid, or
 * the 3-D Secure challenge the browser must run first.
 */
export const checkoutAnswer = z.object({
  order_id: z.string(),
  requires_action: z.optional(z.boolean()),
  payment_intent_client_secret: z.optional(z.string()),
});

/**
 * A checkout's failure: the one error shape, and beside it what the browser reads
 * (src/server/checkout/http/checkoutFailureAnswers.ts): the mended cart to review (409), the tax lookup's
 * failure (422), the order a declined card leaves to retry (402).
 */
export const checkoutErrorAnswer = z.object({
  ...errorAnswer.shape,
  cart: z.optional(cartAnswer),
  cart_modified: z.optional(z.boolean()),
  note: z.optional(z.string()),
  taxjar_error: z.optional(z.string()),
  order_id: z.optional(z.string()),
});

/** POST /payment/failed: the order's status after the report. */
export const paymentFailedAnswer = z.object({
  ok: z.boolean(),
  order_id: z.string(),
  status: z.string(),
});

/** GET /payments/config: the processor, and Stripe's publishable key per account (else null). */
export const paymentsConfigAnswer = z.object({
  provider: z.enum(['stripe', 'test_cards']),
  publishable_key: z.nullable(z.string()),
  publishable_key_us: z.nullable(z.string()),
});

/**
 * POST /payments/test-methods (the offline test cards only): the card as Stripe's
 * `createPaymentMethod` answers it; checkout charges its `id`.
 */
export const testPaymentMethodAnswer = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
});

/** POST /payments/test-challenge: the intent after the 3-D Secure dialog's answer. */
export const testChallengeAnswer = z.object({ id: z.string(), status: z.string() });

/** POST /webhooks/stripe: Stripe's event is taken. */
export const stripeWebhookAnswer = z.object({ received: z.boolean() });

export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
export type PaymentsConfigAnswer = z.infer<typeof paymentsConfigAnswer>;
