import Stripe from 'stripe';
import type { PaymentEvent, PaymentIntentResult, PaymentIntentStatus } from '../app/PaymentGateway';
import { CARD_DECLINED } from '../app/testCards';
import { refundResult } from './stripeRefundResult';

const CANCELLED = 'The payment was cancelled.';

/** Our view of a Stripe PaymentIntent (created with `confirmation_method: 'manual'`). */
export function paymentIntentResult(intent: Stripe.PaymentIntent): PaymentIntentResult {
  const status = intentStatus(intent.status);
  const failureMessage =
    status === 'failed'
      ? (intent.last_payment_error?.message ??
        (intent.status === 'canceled' ? CANCELLED : CARD_DECLINED))
      : undefined;
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    clientSecret: intent.client_secret ?? '',
    metadata: { ...intent.metadata },
    ...(failureMessage ? { failureMessage } : {}),
  };
}

function intentStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    // requires_confirmation: the browser finished the challenge and the server has yet to
    // confirm; to the checkout that is still an action under way.
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      // processing, requires_capture and any status a later API version adds: the outcome
      // is not known yet and arrives by webhook.
      return 'processing';
  }
}

/**
 * A card decline: with `confirm: true` Stripe answers it as an error that carries the
 * failed intent. Answers null for any other error, which the caller rethrows.
 */
export function declinedIntentResult(error: unknown): PaymentIntentResult | null {
  if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) return null;
  return {
    ...paymentIntentResult(error.payment_intent),
    status: 'failed',
    failureMessage: error.message || CARD_DECLINED,
  };
}

/**
 * Our view of a verified Stripe event; only payment intent events carry an intent, and only
 * refund events (`refund.updated`, `refund.failed`, `charge.refund.updated`) a refund.
 */
export function paymentEvent(event: Stripe.Event): PaymentEvent {
  const object: { object?: unknown } = event.data.object;
  // The `object` discriminator says which; the event union cannot narrow on it.
  const paymentIntent =
    object.object === 'payment_intent' ? paymentIntentResult(object as Stripe.PaymentIntent) : null;
  const refund = object.object === 'refund' ? refundResult(object as Stripe.Refund) : null;
  return { id: event.id, type: event.type, paymentIntent, refund };
}
