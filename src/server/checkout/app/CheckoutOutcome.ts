import type { CheckoutAnswer } from '../../../contract/checkoutAnswers';
import { failed, succeeded, type Result } from '../../application/Result';
import type { PaymentIntentResult } from '../../payments/app/PaymentGateway';
import type { CheckoutFailure } from './checkoutFailures';

/**
 * What a checkout or payment call comes to when it does not fail (answered as order_id,
 * requires_action and payment_intent_client_secret): the order is paid or being paid,
 * or the browser must run the card's 3-D Secure challenge first.
 */
export type CheckoutOutcome =
  | { kind: 'placed'; orderId: string }
  | { kind: 'requires_action'; orderId: string; clientSecret: string };

export type CheckoutResult = Result<CheckoutOutcome, CheckoutFailure>;

const PAYMENT_FAILED_FALLBACK = 'Your card was declined.';

/** What an intent comes to for the order it pays. */
export function resultOfIntent(orderId: string, intent: PaymentIntentResult): CheckoutResult {
  switch (intent.status) {
    // processing: the bank answers later, by webhook; the order page shows it as pending.
    case 'processing':
    case 'succeeded':
      return succeeded({ kind: 'placed', orderId });
    case 'requires_action':
      return succeeded({ kind: 'requires_action', orderId, clientSecret: intent.clientSecret });
    case 'failed':
      return failed({
        name: 'PaymentDeclined',
        orderId,
        message: intent.failureMessage ?? PAYMENT_FAILED_FALLBACK,
      });
  }
}

/** The answer's body of an outcome. */
export function outcomeAnswer(outcome: CheckoutOutcome): CheckoutAnswer {
  switch (outcome.kind) {
    case 'placed':
      return { order_id: outcome.orderId };
    case 'requires_action':
      return {
        requires_action: true,
        payment_intent_client_secret: outcome.clientSecret,
        order_id: outcome.orderId,
      };
  }
}
