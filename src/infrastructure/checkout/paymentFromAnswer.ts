import type { PaymentOutcome } from '../../application/checkout/PaymentOutcome';
import type { CheckoutAnswer } from '../../contract/checkoutAnswers';

/**
 * POST /checkout's and /payment/confirm's answer (docs/spec.md §7): paid or being paid, or the
 * card's 3-D Secure challenge to run first. A refusal is not a 200: the API client throws it.
 */
export function paymentFromAnswer(answer: CheckoutAnswer): PaymentOutcome {
  const orderId = answer.order_id;
  if (answer.requires_action && answer.payment_intent_client_secret) {
    return { kind: 'requires_action', orderId, clientSecret: answer.payment_intent_client_secret };
  }
  return { kind: 'paid', orderId };
}
