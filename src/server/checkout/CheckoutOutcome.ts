import { apiErrorBody, errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';
import type { PaymentIntentResult } from '../payments/PaymentGateway';

/**
 * What a checkout or payment call comes to (spec §7 response fields: order_id,
 * requires_action, payment_intent_client_secret, error.message). A refusal is an expected
 * answer with fields beyond the error body (taxjar_error, the adjusted cart), so it is a
 * value here and becomes the reply in the route, not a thrown HttpError.
 */
export type CheckoutOutcome =
  | { kind: 'placed'; orderId: string }
  | { kind: 'requires_action'; orderId: string; clientSecret: string }
  | { kind: 'refused'; statusCode: number; errors: ErrorItem[]; extra: Record<string, unknown> };

export function refused(
  statusCode: number,
  errors: ErrorItem[],
  extra: Record<string, unknown> = {},
): CheckoutOutcome {
  return { kind: 'refused', statusCode, errors, extra };
}

/** Stripe answers a declined card with HTTP 402; so does the checkout. */
const PAYMENT_FAILED_STATUS = 402;
const PAYMENT_FAILED_FALLBACK = 'Your card was declined.';

/** The outcome of an intent for the order it pays. */
export function outcomeOfIntent(orderId: string, intent: PaymentIntentResult): CheckoutOutcome {
  switch (intent.status) {
    // processing: the bank answers later, by webhook; the order page shows it as pending.
    case 'processing':
    case 'succeeded':
      return { kind: 'placed', orderId };
    case 'requires_action':
      return { kind: 'requires_action', orderId, clientSecret: intent.clientSecret };
    case 'failed':
      return refused(
        PAYMENT_FAILED_STATUS,
        [errorItem(null, intent.failureMessage ?? PAYMENT_FAILED_FALLBACK, 'card_declined')],
        { order_id: orderId },
      );
  }
}

/** The HTTP answer of an outcome. */
export function outcomeAnswer(outcome: CheckoutOutcome): { statusCode: number; body: unknown } {
  switch (outcome.kind) {
    case 'placed':
      return { statusCode: 200, body: { order_id: outcome.orderId } };
    case 'requires_action':
      return {
        statusCode: 200,
        body: {
          requires_action: true,
          payment_intent_client_secret: outcome.clientSecret,
          order_id: outcome.orderId,
        },
      };
    case 'refused':
      return {
        statusCode: outcome.statusCode,
        body: { ...apiErrorBody(outcome.errors), ...outcome.extra },
      };
  }
}
