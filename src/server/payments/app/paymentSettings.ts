/**
 * Which card processor runs, read from the environment (DESIGN "Real components"): Stripe
 * when its keys are set, otherwise the offline test-card gateway.
 *
 * STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY        the main account (all non-US orders)
 * STRIPE_SECRET_KEY_US, STRIPE_PUBLISHABLE_KEY_US  the US account; the main one when unset
 * STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET_US  the endpoint secrets webhooks are signed with
 */
export type PaymentSettings =
  { provider: 'test_cards' } | ({ provider: 'stripe' } & StripeSettings);

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
}

export interface StripeSettings {
  us: StripeKeys;
  other: StripeKeys;
  /** Empty when no webhook secret is set: every webhook call is then refused. */
  webhookSecrets: string[];
}

export type PaymentEnvironment = Readonly<Record<string, string | undefined>>;

const STRIPE_KEY_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_SECRET_KEY_US',
  'STRIPE_PUBLISHABLE_KEY_US',
] as const;

/**
 * Throws on a half-done set-up (a secret key without its publishable key, a key in the
 * wrong slot): falling back to test cards then would take orders without taking money.
 */
export function readPaymentSettings(env: PaymentEnvironment): PaymentSettings {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  if (!STRIPE_KEY_NAMES.some((name) => value(name))) return { provider: 'test_cards' };

  const other = keyPair(value('STRIPE_SECRET_KEY'), value('STRIPE_PUBLISHABLE_KEY'), '');
  const usSecret = value('STRIPE_SECRET_KEY_US');
  const usPublishable = value('STRIPE_PUBLISHABLE_KEY_US');
  const us = usSecret || usPublishable ? keyPair(usSecret, usPublishable, '_US') : other;
  const webhookSecrets = [value('STRIPE_WEBHOOK_SECRET'), value('STRIPE_WEBHOOK_SECRET_US')].filter(
    (secret): secret is string => secret !== undefined,
  );
  return { provider: 'stripe', us, other, webhookSecrets };
}

function keyPair(
  secretKey: string | undefined,
  publishableKey: string | undefined,
  suffix: string,
): StripeKeys {
  const secretName = `STRIPE_SECRET_KEY${suffix}`;
  const publishableName = `STRIPE_PUBLISHABLE_KEY${suffix}`;
  if (!secretKey || !publishableKey) {
    const missing = !secretKey ? secretName : publishableName;
    throw new Error(`${missing} must be set with ${!secretKey ? publishableName : secretName}`);
  }
  // Secret keys are sk_ (or restricted rk_) keys, publishable keys pk_ keys.
  if (!/^(sk|rk)_/.test(secretKey)) throw new Error(`${secretName} is not a Stripe secret key`);
  if (!publishableKey.startsWith('pk_')) {
    throw new Error(`${publishableName} is not a Stripe publishable key`);
  }
  return { secretKey, publishableKey };
}
