import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '../../../src/server/payments/app/IdempotencyKeyReusedError';
import type { PaymentIntentRequest } from '../../../src/server/payments/app/PaymentGateway';
import { TestCardPaymentGateway } from '../../../src/server/payments/app/TestCardPaymentGateway';
import { testPaymentStores, type StoreUnderTest } from './testPaymentStores';

const today = new Date('2026-05-15T12:00:00Z');
const card = { exp_month: 12, exp_year: 2030, cvc: '123' };

describe.each(Object.entries(testPaymentStores))('the test card gateway (%s)', (_, open) => {
  let opened: StoreUnderTest;
  let gateway: TestCardPaymentGateway;
  let keyCounter = 0;

  beforeEach(async () => {
    opened = await open();
    gateway = new TestCardPaymentGateway(opened.store, () => today);
  });
  afterEach(() => opened.close());

  async function paymentMethod(number: string): Promise<string> {
    const result = await gateway.createTestPaymentMethod({ ...card, number });
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join());
    return result.paymentMethod.id;
  }

  async function pay(number: string, extra: Partial<PaymentIntentRequest> = {}) {
    keyCounter += 1;
    return gateway.createPaymentIntent({
      amountCents: 12_500,
      currency: 'usd',
      idempotencyKey: `order-${keyCounter}`,
      paymentMethodId: await paymentMethod(number),
      metadata: { order_id: '1001' },
      isUsOrder: false,
      ...extra,
    });
  }

  it('makes a payment method that keeps only the last four digits', async () => {
    const result = await gateway.createTestPaymentMethod({
      ...card,
      number: '4242 4242 4242 4242',
    });
    expect(result).toMatchObject({ ok: true, paymentMethod: { brand: 'visa', last4: '4242' } });
  });

  it('answers card field errors instead of a payment method', async () => {
    const result = await gateway.createTestPaymentMethod({
      ...card,
      number: '4242 4242 4242 4241',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'number', message: 'Your card number is incorrect.', rule: 'incorrect_number' },
      ],
    });
  });

  it('charges 4242 4242 4242 4242 at once', async () => {
    const intent = await pay('4242424242424242');
    expect(intent).toMatchObject({ status: 'succeeded', amountCents: 12_500 });
    expect(intent.failureMessage).toBeUndefined();
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4111 1111 1111 1111', expect.stringContaining('used a non test card')],
  ])('declines %s', async (number, message) => {
    const intent = await pay(number);
    expect(intent.status).toBe('failed');
    expect(intent.failureMessage).toEqual(message);
  });

  it('fails an intent for an unknown payment method', async () => {
    const intent = await gateway.createPaymentIntent({
      amountCents: 100,
      currency: 'usd',
      idempotencyKey: 'unknown-method',
      paymentMethodId: 'pm_test_nonexistent',
      metadata: {},
      isUsOrder: false,
    });
    expect(intent).toMatchObject({ status: 'failed', failureMessage: 'No such PaymentMethod.' });
  });

  it('asks for 3-D Secure on 4000 0027 6000 3184 and charges after an approved challenge', async () => {
    const intent = await pay('4000002760003184');
    expect(intent.status).toBe('requires_action');
    const ref = { id: intent.id, isUsOrder: false };
    // Confirming before the customer answered changes nothing.
    expect((await gateway.confirmAfterAction(ref)).status).toBe('requires_action');

    const answered = await gateway.completeTestChallenge(intent.clientSecret, true);
    expect(answered?.status).toBe('requires_action');
    expect(await gateway.confirmAfterAction(ref)).toMatchObject({ status: 'succeeded' });
    expect((await gateway.retrievePaymentIntent(ref)).status).toBe('succeeded');
  });

  it('fails the payment when the challenge is failed, and keeps the first answer', async () => {
    const intent = await pay('4000002760003184');
    await gateway.completeTestChallenge(intent.clientSecret, false);
    await gateway.completeTestChallenge(intent.clientSecret, true);
    const confirmed = await gateway.confirmAfterAction({ id: intent.id, isUsOrder: false });
    expect(confirmed.status).toBe('failed');
    expect(confirmed.failureMessage).toMatch(/unable to authenticate your payment method/);
  });

  it('answers the challenge only to the holder of the client secret', async () => {
    const intent = await pay('4000002760003184');
    expect(await gateway.completeTestChallenge(`${intent.id}_secret_guessed`, true)).toBeNull();
    expect(await gateway.completeTestChallenge('nonsense', true)).toBeNull();
    expect((await gateway.retrievePaymentIntent({ id: intent.id, isUsOrder: false })).status).toBe(
      'requires_action',
    );
  });

  it('answers the same intent for the same idempotency key and never charges twice', async () => {
    const paymentMethodId = await paymentMethod('4242424242424242');
    const request: PaymentIntentRequest = {
      amountCents: 9_900,
      currency: 'usd',
      idempotencyKey: 'checkout-42',
      paymentMethodId,
      metadata: {},
      isUsOrder: true,
    };
    const [first, second] = await Promise.all([
      gateway.createPaymentIntent(request),
      gateway.createPaymentIntent(request),
    ]);
    const third = await gateway.createPaymentIntent(request);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('finds an intent by its idempotency key, with its metadata, and charges nothing', async () => {
    const lookup = { idempotencyKey: 'order-1001-attempt-1', isUsOrder: false };
    expect(await gateway.findPaymentIntent(lookup)).toBeNull();
    const made = await pay('4242424242424242', {
      idempotencyKey: lookup.idempotencyKey,
      metadata: { order_id: '1001', payment_attempt: '1' },
    });
    expect(await gateway.findPaymentIntent(lookup)).toEqual(made);
    expect(made.metadata).toEqual({ order_id: '1001', payment_attempt: '1' });
    expect(await gateway.findPaymentIntent({ ...lookup, idempotencyKey: 'other' })).toBeNull();
  });

  it('refuses a reused idempotency key with a different amount', async () => {
    const paymentMethodId = await paymentMethod('4242424242424242');
    const request = {
      currency: 'usd',
      idempotencyKey: 'k',
      paymentMethodId,
      metadata: {},
      isUsOrder: false,
    };
    await gateway.createPaymentIntent({ ...request, amountCents: 100 });
    await expect(
      gateway.createPaymentIntent({ ...request, amountCents: 200 }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('is shared by every gateway on the same store (another process)', async () => {
    const intent = await pay('4000002760003184');
    const otherProcess = new TestCardPaymentGateway(opened.store, () => today);
    await otherProcess.completeTestChallenge(intent.clientSecret, true);
    expect((await gateway.confirmAfterAction({ id: intent.id, isUsOrder: false })).status).toBe(
      'succeeded',
    );
  });

  describe('refunds', () => {
    const refundOf = async (number: string, extra: { amountCents?: number; key?: string } = {}) => {
      const intent = await pay(number);
      keyCounter += 1;
      return gateway.refund({
        paymentIntentId: intent.id,
        amountCents: extra.amountCents ?? 12_500,
        idempotencyKey: extra.key ?? `order-${keyCounter}-refund-1`,
        isUsOrder: false,
        metadata: {},
      });
    };
    const read = (id: string) => gateway.retrieveRefund({ id, isUsOrder: false });

    it('refunds a charge of 4242 4242 4242 4242 at once, for good', async () => {
      const refund = await refundOf('4242424242424242', { amountCents: 2_000 });
      expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2_000 });
      expect(await read(refund.id)).toEqual(refund);
    });

    it('makes a refund of 4000 0000 0000 7726 pending, then succeeded when read again', async () => {
      const refund = await refundOf('4000 0000 0000 7726');
      expect(refund.status).toBe('pending');
      expect(await read(refund.id)).toEqual({ ...refund, status: 'succeeded' });
      expect((await read(refund.id)).status).toBe('succeeded');
    });

    it('makes a refund of 4000 0000 0000 5126 succeeded, then failed when read again', async () => {
      const refund = await refundOf('4000000000005126');
      expect(refund.status).toBe('succeeded');
      expect((await read(refund.id)).status).toBe('failed');
      expect((await read(refund.id)).status).toBe('failed');
    });

    it('settles a refund once when two processes read it at once', async () => {
      const refund = await refundOf('4000000000007726');
      const otherProcess = new TestCardPaymentGateway(opened.store, () => today);
      const [mine, theirs] = await Promise.all([
        read(refund.id),
        otherProcess.retrieveRefund({ id: refund.id, isUsOrder: false }),
      ]);
      expect([mine.status, theirs.status]).toEqual(['succeeded', 'succeeded']);
    });

    it('cancels a pending refund as Stripe’s Dashboard does within 30 minutes, and then it may be made again', async () => {
      const intent = await pay('4000000000007726');
      const ask = (key: string) =>
        gateway.refund({
          paymentIntentId: intent.id,
          amountCents: 12_500,
          idempotencyKey: key,
          isUsOrder: false,
          metadata: {},
        });
      const pending = await ask('order-9-refund-1');
      // Pending money is held back: nothing more of the charge can be refunded meanwhile.
      await expect(ask('order-9-refund-1-attempt-2')).rejects.toThrow(/exceeds the 0 left/);
      const canceled = await gateway.cancelTestRefund(pending.id);
      expect(canceled).toEqual({ ...pending, status: 'canceled' });
      expect(await read(pending.id)).toEqual(canceled);
      expect(await gateway.cancelTestRefund(pending.id)).toBeNull();
      // The same key answers the canceled refund; a new key refunds the whole charge again.
      expect((await ask('order-9-refund-1')).status).toBe('canceled');
      expect((await ask('order-9-refund-1-attempt-2')).status).toBe('pending');
    });

    it('cancels no refund that is made already, settled or older than 30 minutes', async () => {
      expect(await gateway.cancelTestRefund((await refundOf('4242424242424242')).id)).toBeNull();
      const settled = await refundOf('4000000000007726');
      await read(settled.id);
      expect(await gateway.cancelTestRefund(settled.id)).toBeNull();
      const old = await refundOf('4000000000007726');
      const later = new TestCardPaymentGateway(
        opened.store,
        () => new Date(today.getTime() + 31 * 60_000),
      );
      expect(await later.cancelTestRefund(old.id)).toBeNull();
      expect(await gateway.cancelTestRefund('re_test_unknown')).toBeNull();
    });
  });

  it('accepts no webhooks and tells the browser to use its own card field', () => {
    expect(gateway.verifyWebhook()).toBeNull();
    expect(gateway.clientConfig()).toEqual({ provider: 'test_cards' });
  });
});
