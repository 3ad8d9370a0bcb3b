import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from '../../../src/server/payments/createPaymentGateway';
import { InMemoryTestPaymentStore } from '../../../src/server/payments/app/InMemoryTestPaymentStore';
import { readPaymentSettings } from '../../../src/server/payments/app/paymentSettings';
import { StripePaymentGateway } from '../../../src/server/payments/adapters/StripePaymentGateway';
import { TestCardPaymentGateway } from '../../../src/server/payments/app/TestCardPaymentGateway';

const main = { STRIPE_SECRET_KEY: 'sk_test_main', STRIPE_PUBLISHABLE_KEY: 'pk_test_main' };

describe('payment settings', () => {
  it('uses the test cards when no Stripe key is set', () => {
    expect(readPaymentSettings({})).toEqual({ provider: 'test_cards' });
    expect(readPaymentSettings({ STRIPE_SECRET_KEY: '  ' })).toEqual({ provider: 'test_cards' });
  });

  it('reads both accounts and both webhook secrets', () => {
    expect(
      readPaymentSettings({
        ...main,
        STRIPE_SECRET_KEY_US: 'sk_test_us',
        STRIPE_PUBLISHABLE_KEY_US: 'pk_test_us',
        STRIPE_WEBHOOK_SECRET: 'whsec_main',
        STRIPE_WEBHOOK_SECRET_US: 'whsec_us',
      }),
    ).toEqual({
      provider: 'stripe',
      other: { secretKey: 'sk_test_main', publishableKey: 'pk_test_main' },
      us: { secretKey: 'sk_test_us', publishableKey: 'pk_test_us' },
      webhookSecrets: ['whsec_main', 'whsec_us'],
    });
  });

  it('charges US orders through the main account when no US keys are set', () => {
    const settings = readPaymentSettings(main);
    expect(settings).toMatchObject({ us: { secretKey: 'sk_test_main' }, webhookSecrets: [] });
  });

  it('refuses a half-done set-up instead of falling back to test cards', () => {
    expect(() => readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_main' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY',
    );
    expect(() => readPaymentSettings({ ...main, STRIPE_PUBLISHABLE_KEY_US: 'pk_test_us' })).toThrow(
      'STRIPE_SECRET_KEY_US must be set with STRIPE_PUBLISHABLE_KEY_US',
    );
    expect(() =>
      readPaymentSettings({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' }),
    ).toThrow('STRIPE_SECRET_KEY is not a Stripe secret key');
    expect(() =>
      readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_y' }),
    ).toThrow('STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key');
  });
});

describe('createPaymentGateway', () => {
  const store = () => new InMemoryTestPaymentStore();

  it('builds the test card gateway by default', () => {
    const { gateway, testCards } = createPaymentGateway({}, store);
    expect(gateway).toBeInstanceOf(TestCardPaymentGateway);
    expect(testCards).toBe(gateway);
  });

  it('builds the Stripe gateway when its keys are set, without a test card store', () => {
    let storeOpened = false;
    const { gateway, testCards } = createPaymentGateway(main, () => {
      storeOpened = true;
      return new InMemoryTestPaymentStore();
    });
    expect(gateway).toBeInstanceOf(StripePaymentGateway);
    expect(testCards).toBeNull();
    expect(storeOpened).toBe(false);
  });
});
