import type { Endpoint } from './Endpoint';
import { cartBody, thirdPartyData } from './cart';
import {
  checkoutAnswer,
  checkoutErrorAnswer,
  paymentFailedAnswer,
  paymentsConfigAnswer,
  stripeWebhookAnswer,
  testChallengeAnswer,
  testPaymentMethodAnswer,
} from './checkoutAnswers';
import { z } from './zod';

/**
 * What every checkout call carries (docs/spec.md §7): the cart, `user.personal_info` and the
 * third party. The order information's form rules answer 422 with the form's messages
 * (src/domain/validation/orderInformationForm.ts); the contract refuses only wrong types.
 */
const orderBody = z.object({
  ...cartBody.shape,
  third_party_data: z.optional(thirdPartyData),
});

/**
 * POST /checkout. The US sales tax fields are sent as docs/spec.md §7 lists them and never
 * read: the server prices and taxes the order itself (docs/pricing.md).
 */
export const checkoutBody = z.object({
  ...orderBody.shape,
  /** The card field's payment method. */
  payment_method_id: z.optional(z.nullable(z.string())),
  /** The address step's checkout key (src/server/checkout/app/checkoutKey.ts). */
  stripe_payment_intent: z.optional(z.nullable(z.string())),
  /** An EU consumer's consent to delivery before the withdrawal period ends (review step). */
  withdrawal_consent: z.optional(z.nullable(z.boolean())),
  us_sales_tax: z.optional(z.nullable(z.number())),
  us_sales_tax_percentage: z.optional(z.nullable(z.number())),
  is_us_order: z.optional(z.nullable(z.boolean())),
});

/** POST /payment/confirm and /payment/failed name the order they follow up. */
const orderFollowUpBody = z.object({
  ...orderBody.shape,
  order_id: z.optional(z.nullable(z.string())),
});

export const postCheckout = {
  body: checkoutBody,
  response: checkoutAnswer,
  error: checkoutErrorAnswer,
} satisfies Endpoint;

/**
 * POST /payment/confirm: after the card's 3-D Secure challenge. `payment_method_id` carries
 * the payment intent's id (docs/spec.md §7); the server reads the order's own intent.
 */
export const postPaymentConfirm = {
  body: z.object({
    ...orderFollowUpBody.shape,
    payment_method_id: z.optional(z.nullable(z.string())),
  }),
  response: checkoutAnswer,
  error: checkoutErrorAnswer,
} satisfies Endpoint;

/** POST /payment/failed: the browser's word that the challenge failed or was abandoned. */
export const postPaymentFailed = {
  body: orderFollowUpBody,
  response: paymentFailedAnswer,
  error: checkoutErrorAnswer,
} satisfies Endpoint;

/** GET /payments/config: which card processor runs, and Stripe's publishable keys. */
export const getPaymentsConfig = { response: paymentsConfigAnswer } satisfies Endpoint;

/**
 * POST /payments/test-methods, the offline test cards' stand-in for Stripe.js: the card
 * field's values. Their rules answer 422 in Stripe's words (src/server/payments/
 * cardDetailsValidation.ts); an expiry the field could not read is sent as nothing.
 */
export const postTestPaymentMethod = {
  body: z.object({
    number: z.optional(z.string()),
    exp_month: z.optional(z.nullable(z.number())),
    exp_year: z.optional(z.nullable(z.number())),
    cvc: z.optional(z.string()),
  }),
  response: testPaymentMethodAnswer,
} satisfies Endpoint;

/** POST /payments/test-challenge: the 3-D Secure dialog's answer, for the intent's secret. */
export const postTestChallenge = {
  body: z.object({
    payment_intent_client_secret: z.optional(z.string()),
    approve: z.optional(z.boolean()),
  }),
  response: testChallengeAnswer,
} satisfies Endpoint;

/**
 * POST /webhooks/stripe: its body stays raw bytes, undeclared, as Stripe signs exactly those
 * (src/server/checkout/http/stripeWebhookRoutes.ts).
 */
export const postStripeWebhook = { response: stripeWebhookAnswer } satisfies Endpoint;

export type OrderBody = z.infer<typeof orderBody>;
export type CheckoutBody = z.infer<typeof checkoutBody>;
export type PaymentConfirmBody = z.infer<typeof postPaymentConfirm.body>;
export type PaymentFailedBody = z.infer<typeof postPaymentFailed.body>;
