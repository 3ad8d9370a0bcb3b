/** GET /payments/config: which processor runs, and Stripe's publishable key per account. */
export type PaymentConfig =
  | { provider: 'test_cards' }
  | { provider: 'stripe'; publishableKey: string; publishableKeyUs: string };

type Json = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Anything but a complete Stripe answer means the offline test cards. */
export function paymentConfigFromAnswer(answer: unknown): PaymentConfig {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Json;
  const keys = (
    typeof body.publishable_keys === 'object' && body.publishable_keys !== null
      ? body.publishable_keys
      : body
  ) as Json;
  const other = text(keys.other ?? keys.publishable_key ?? keys.publishableKey);
  const us = text(keys.us ?? keys.publishable_key_us ?? keys.publishableKeyUs) || other;
  if (body.provider !== 'stripe' || !other) return { provider: 'test_cards' };
  return { provider: 'stripe', publishableKey: other, publishableKeyUs: us };
}
