import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StripeSettings } from '../../../src/server/payments/app/paymentSettings';
import {
  StripePaymentGateway,
  type StripeAccountApi,
} from '../../../src/server/payments/adapters/StripePaymentGateway';
import {
  declinedIntentResult,
  paymentEvent,
  paymentIntentResult,
} from '../../../src/server/payments/adapters/stripePaymentIntentResult';

const settings: StripeSettings = {
  us: { secretKey: 'sk_test_us', publishableKey: 'pk_test_us' },
  other: { secretKey: 'sk_test_main', publishableKey: 'pk_test_main' },
  webhookSecrets: ['whsec_main', 'whsec_us'],
};

/** A PaymentIntent as the API answers it, with only the fields the adapter reads filled in. */
function intentFixture(fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent {
  return {
    id: 'pi_3Abc',
    object: 'payment_intent',
    amount: 12_500,
    currency: 'usd',
    client_secret: 'pi_3Abc_secret_xyz',
    status: 'succeeded',
    last_payment_error: null,
    metadata: { order_id: '7', payment_attempt: '1' },
    ...fields,
    // The rest of the API object is irrelevant to the mapping.
  } as Stripe.PaymentIntent;
}

/** Stripe's own card error class, built as the SDK builds it from an API answer. */
function cardError(message: string, intent: Stripe.PaymentIntent): unknown {
  return Stripe.errors.StripeError.generate({
    statusCode: 402,
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message,
    payment_intent: intent,
  });
}

describe('Stripe PaymentIntent mapping', () => {
  it('maps a succeeded intent', () => {
    expect(paymentIntentResult(intentFixture({}))).toEqual({
      id: 'pi_3Abc',
      status: 'succeeded',
      amountCents: 12_500,
      clientSecret: 'pi_3Abc_secret_xyz',
      metadata: { order_id: '7', payment_attempt: '1' },
    });
  });

  it.each<[Stripe.PaymentIntent.Status, string]>([
    ['requires_action', 'requires_action'],
    ['requires_confirmation', 'requires_action'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['requires_payment_method', 'failed'],
    ['canceled', 'failed'],
  ])('maps status %s to %s', (status, expected) => {
    expect(paymentIntentResult(intentFixture({ status })).status).toBe(expected);
  });

  it("reports the last payment error's message for a failed intent", () => {
    const failed = intentFixture({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        message: 'We are unable to authenticate your payment method.',
      } as Stripe.PaymentIntent.LastPaymentError,
    });
    expect(paymentIntentResult(failed).failureMessage).toBe(
      'We are unable to authenticate your payment method.',
    );
    expect(paymentIntentResult(intentFixture({ status: 'canceled' })).failureMessage).toBe(
      'The payment was cancelled.',
    );
  });

  it('turns a card error into a failed intent, and leaves other errors alone', () => {
    const declined = intentFixture({ status: 'requires_payment_method' });
    expect(declinedIntentResult(cardError('Your card has insufficient funds.', declined))).toEqual({
      id: 'pi_3Abc',
      status: 'failed',
      amountCents: 12_500,
      clientSecret: 'pi_3Abc_secret_xyz',
      failureMessage: 'Your card has insufficient funds.',
      metadata: { order_id: '7', payment_attempt: '1' },
    });
    const apiError = Stripe.errors.StripeError.generate({
      statusCode: 500,
      type: 'api_error',
      message: 'down',
    });
    expect(declinedIntentResult(apiError)).toBeNull();
    expect(declinedIntentResult(new Error('socket hang up'))).toBeNull();
  });
});

/** Stands in for one Stripe account; records the calls instead of making them. */
class FakeAccount implements StripeAccountApi {
  readonly calls: { method: string; args: unknown[] }[] = [];
  constructor(
    private readonly answers: Record<string, () => Stripe.PaymentIntent>,
    private readonly found: Stripe.PaymentIntent[] = [],
  ) {}
  private answer(method: string, ...args: unknown[]): Promise<Stripe.PaymentIntent> {
    this.calls.push({ method, args });
    const answer = this.answers[method];
    if (!answer) throw new Error(`unexpected ${method}`);
    return Promise.resolve().then(answer);
  }
  paymentMethods = {
    retrieve: (id: string) => {
      this.calls.push({ method: 'paymentMethods.retrieve', args: [id] });
      // A card PaymentMethod as the API answers it, with the field the adapter reads.
      return Promise.resolve({
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', country: 'DE', last4: '0016' },
      } as Stripe.PaymentMethod);
    },
  };
  paymentIntents = {
    create: (params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) =>
      this.answer('create', params, options),
    retrieve: (id: string) => this.answer('retrieve', id),
    confirm: (id: string) => this.answer('confirm', id),
    search: (params: Stripe.PaymentIntentSearchParams) => {
      this.calls.push({ method: 'search', args: [params] });
      return Promise.resolve({ data: this.found });
    },
  };
  refunds = {
    create: (params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions) => {
      this.calls.push({ method: 'refunds.create', args: [params, options] });
      // A Refund as https://docs.stripe.com/api/refunds/object shows it, the fields read filled in.
      return Promise.resolve({
        id: 're_1Nispe2eZvKYlo2Cd31jOCgZ',
        object: 'refund',
        amount: params.amount,
        currency: 'usd',
        payment_intent: params.payment_intent,
        metadata: params.metadata,
        status: this.refundStatus,
      } as Stripe.Refund);
    },
    retrieve: (id: string) => {
      this.calls.push({ method: 'refunds.retrieve', args: [id] });
      return Promise.resolve({
        id,
        object: 'refund',
        amount: 4_760,
        currency: 'usd',
        status: this.refundStatus,
      } as Stripe.Refund);
    },
  };
  refundStatus: string | null = 'succeeded';
}

describe('the Stripe gateway', () => {
  it('refunds part of a charge through the Refunds API, on the order account, under its key', async () => {
    const us = new FakeAccount({});
    const other = new FakeAccount({});
    const gateway = new StripePaymentGateway(settings, { us, other });
    const refund = await gateway.refund({
      paymentIntentId: 'pi_3Abc',
      amountCents: 4_760,
      idempotencyKey: 'order-7-refund-1',
      isUsOrder: false,
      metadata: { order_id: '7', credit_note: 'CN-000001' },
    });
    expect(refund).toEqual({
      id: 're_1Nispe2eZvKYlo2Cd31jOCgZ',
      status: 'succeeded',
      amountCents: 4_760,
    });
    expect(us.calls).toEqual([]);
    expect(other.calls).toEqual([
      {
        method: 'refunds.create',
        args: [
          {
            payment_intent: 'pi_3Abc',
            amount: 4_760,
            metadata: {
              order_id: '7',
              credit_note: 'CN-000001',
              idempotency_key: 'order-7-refund-1',
            },
          },
          { idempotencyKey: 'order-7-refund-1' },
        ],
      },
    ]);
  });

  it.each<[string | null, string]>([
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    [null, 'pending'],
  ])('reports a refund with status %s as %s', async (status, expected) => {
    const other = new FakeAccount({});
    other.refundStatus = status;
    const gateway = new StripePaymentGateway(settings, { us: new FakeAccount({}), other });
    const refund = await gateway.refund({
      paymentIntentId: 'pi_3Abc',
      amountCents: 100,
      idempotencyKey: 'order-7-refund-2',
      isUsOrder: false,
      metadata: {},
    });
    expect(refund.status).toBe(expected);
  });

  it('reads a refund again on the account of its charge, with its status now', async () => {
    const us = new FakeAccount({});
    us.refundStatus = 'failed';
    const other = new FakeAccount({});
    other.refundStatus = 'succeeded';
    const gateway = new StripePaymentGateway(settings, { us, other });
    expect(await gateway.retrieveRefund({ id: 're_us', isUsOrder: true })).toEqual({
      id: 're_us',
      status: 'failed',
      amountCents: 4_760,
    });
    expect(await gateway.retrieveRefund({ id: 're_other', isUsOrder: false })).toMatchObject({
      id: 're_other',
      status: 'succeeded',
    });
    expect(us.calls).toEqual([{ method: 'refunds.retrieve', args: ['re_us'] }]);
    expect(other.calls).toEqual([{ method: 'refunds.retrieve', args: ['re_other'] }]);
  });

  it('reports the card’s issuing country from the payment method, on the order’s account', async () => {
    const us = new FakeAccount({});
    const other = new FakeAccount({});
    const gateway = new StripePaymentGateway(settings, { us, other });
    expect(await gateway.cardCountry('pm_card_de', false)).toBe('DE');
    expect(other.calls).toEqual([{ method: 'paymentMethods.retrieve', args: ['pm_card_de'] }]);
    expect(us.calls).toEqual([]);
  });

  const request = {
    amountCents: 12_500,
    currency: 'usd',
    idempotencyKey: 'order-7-attempt-1',
    paymentMethodId: 'pm_card_visa',
    metadata: { order_id: '7' },
  };

  it('confirms on creation with manual confirmation, the idempotency key and the right account', async () => {
    const us = new FakeAccount({ create: () => intentFixture({ status: 'requires_action' }) });
    const other = new FakeAccount({});
    const gateway = new StripePaymentGateway(settings, { us, other });
    const result = await gateway.createPaymentIntent({ ...request, isUsOrder: true });
    expect(result.status).toBe('requires_action');
    expect(other.calls).toEqual([]);
    expect(us.calls).toEqual([
      {
        method: 'create',
        args: [
          {
            amount: 12_500,
            currency: 'usd',
            payment_method: 'pm_card_visa',
            allowed_payment_method_types: ['card'],
            confirm: true,
            confirmation_method: 'manual',
            metadata: { order_id: '7', idempotency_key: 'order-7-attempt-1' },
          },
          { idempotencyKey: 'order-7-attempt-1' },
        ],
      },
    ]);
  });

  it('finds an intent by the idempotency key it was created with, through search', async () => {
    const us = new FakeAccount({}, [intentFixture({ status: 'succeeded' })]);
    const other = new FakeAccount({});
    const gateway = new StripePaymentGateway(settings, { us, other });
    const found = await gateway.findPaymentIntent({
      idempotencyKey: "order-7-attempt-1'",
      isUsOrder: true,
    });
    expect(found).toMatchObject({ id: 'pi_3Abc', status: 'succeeded' });
    expect(other.calls).toEqual([]);
    expect(us.calls).toEqual([
      {
        method: 'search',
        args: [{ query: "metadata['idempotency_key']:'order-7-attempt-1\\''", limit: 1 }],
      },
    ]);
    const none = new StripePaymentGateway(settings, { us: new FakeAccount({}), other });
    expect(
      await none.findPaymentIntent({ idempotencyKey: 'order-8-attempt-1', isUsOrder: false }),
    ).toBeNull();
  });

  it('answers a declined card as a failed payment', async () => {
    const other = new FakeAccount({
      create: () => {
        throw cardError(
          'Your card was declined.',
          intentFixture({ status: 'requires_payment_method' }),
        );
      },
    });
    const gateway = new StripePaymentGateway(settings, { us: new FakeAccount({}), other });
    expect(await gateway.createPaymentIntent({ ...request, isUsOrder: false })).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  it('lets errors that are not declines through', async () => {
    const other = new FakeAccount({
      create: () => {
        throw new Error('connection refused');
      },
    });
    const gateway = new StripePaymentGateway(settings, { us: new FakeAccount({}), other });
    await expect(gateway.createPaymentIntent({ ...request, isUsOrder: false })).rejects.toThrow(
      'connection refused',
    );
  });

  it('confirms after the card action only an intent that waits for it', async () => {
    const waiting = new FakeAccount({
      retrieve: () => intentFixture({ status: 'requires_confirmation' }),
      confirm: () => intentFixture({ status: 'succeeded' }),
    });
    const gateway = new StripePaymentGateway(settings, { us: new FakeAccount({}), other: waiting });
    const ref = { id: 'pi_3Abc', isUsOrder: false };
    expect((await gateway.confirmAfterAction(ref)).status).toBe('succeeded');
    expect(waiting.calls.map((call) => call.method)).toEqual(['retrieve', 'confirm']);

    const done = new FakeAccount({ retrieve: () => intentFixture({ status: 'succeeded' }) });
    const again = new StripePaymentGateway(settings, { us: done, other: new FakeAccount({}) });
    expect((await again.confirmAfterAction({ ...ref, isUsOrder: true })).status).toBe('succeeded');
    expect(done.calls.map((call) => call.method)).toEqual(['retrieve']);
  });

  it('answers a failed confirmation as a failed payment', async () => {
    const account = new FakeAccount({
      retrieve: () => intentFixture({ status: 'requires_confirmation' }),
      confirm: () => {
        throw cardError(
          'Your card was declined.',
          intentFixture({ status: 'requires_payment_method' }),
        );
      },
    });
    const gateway = new StripePaymentGateway(settings, { us: account, other: account });
    expect((await gateway.confirmAfterAction({ id: 'pi_3Abc', isUsOrder: true })).status).toBe(
      'failed',
    );
  });

  it("gives the browser the order's publishable key", () => {
    const gateway = new StripePaymentGateway(settings, {
      us: new FakeAccount({}),
      other: new FakeAccount({}),
    });
    expect(gateway.clientConfig(true)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_us',
    });
    expect(gateway.clientConfig(false)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_main',
    });
  });
});

describe('Stripe webhooks', () => {
  const gateway = new StripePaymentGateway(settings, {
    us: new FakeAccount({}),
    other: new FakeAccount({}),
  });
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intentFixture({}) },
  });
  const sign = (secret: string, body = payload) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

  it('accepts an event signed with either account secret', () => {
    const expected = {
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntent: expect.objectContaining({ id: 'pi_3Abc', status: 'succeeded' }),
      refund: null,
    };
    expect(gateway.verifyWebhook(payload, sign('whsec_main'))).toEqual(expected);
    expect(gateway.verifyWebhook(Buffer.from(payload), sign('whsec_us'))).toEqual(expected);
  });

  it('refuses a wrong signature, a changed body, or no signature', () => {
    expect(gateway.verifyWebhook(payload, sign('whsec_someone_else'))).toBeNull();
    expect(gateway.verifyWebhook(payload.replace('12500', '1'), sign('whsec_main'))).toBeNull();
    expect(gateway.verifyWebhook(payload, undefined)).toBeNull();
  });

  it('refuses everything when no webhook secret is configured', () => {
    const unsigned = new StripePaymentGateway(
      { ...settings, webhookSecrets: [] },
      { us: new FakeAccount({}), other: new FakeAccount({}) },
    );
    expect(unsigned.verifyWebhook(payload, sign('whsec_main'))).toBeNull();
  });

  it('carries no intent or refund for events about other objects', () => {
    const event = { id: 'evt_2', type: 'charge.refunded', data: { object: { object: 'charge' } } };
    expect(paymentEvent(event as unknown as Stripe.Event)).toEqual({
      id: 'evt_2',
      type: 'charge.refunded',
      paymentIntent: null,
      refund: null,
    });
  });

  it('carries the refund of a refund event, as Stripe sends it when a pending refund settles', () => {
    const refund = { id: 're_1', object: 'refund', amount: 4_760, status: 'failed' };
    const event = { id: 'evt_3', type: 'refund.failed', data: { object: refund } };
    expect(paymentEvent(event as unknown as Stripe.Event)).toEqual({
      id: 'evt_3',
      type: 'refund.failed',
      paymentIntent: null,
      refund: { id: 're_1', status: 'failed', amountCents: 4_760 },
    });
  });
});
