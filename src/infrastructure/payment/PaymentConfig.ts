import type { PaymentsConfigAnswer } from '../../contract/checkoutAnswers';

/** GET /payments/config: which processor runs, and Stripe's publishable key per account. */
export type PaymentConfig =
  | { provider: 'test_cards' }
  | { provider: 'stripe'; publishableKey: string; publishableKeyUs: string };

/**
 * The answer (src/contract/checkoutAnswers.ts) as the card field needs it. Stripe without
 * a key means the offline test cards; a US order without its own key uses the other one.
 */
export function paymentConfigFromAnswer(answer: PaymentsConfigAnswer): PaymentConfig {
  const other = answer.publishable_key;
  if (answer.provider !== 'stripe' || !other) return { provider: 'test_cards' };
  return {
    provider: 'stripe',
    publishableKey: other,
    publishableKeyUs: answer.publishable_key_us || other,
  };
}
