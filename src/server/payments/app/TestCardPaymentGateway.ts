import { systemClock } from '../../application/Clock';
import { randomBytes } from 'node:crypto';
import type { ErrorItem } from '../../../domain/errors/ErrorItem';
import { cardDigits, validateCardDetails, type CardDetails } from './cardDetailsValidation';
import type {
  PaymentClientConfig,
  PaymentEvent,
  PaymentGateway,
  PaymentIntentLookup,
  PaymentIntentRef,
  PaymentIntentRequest,
  PaymentIntentResult,
  RefundRef,
  RefundRequest,
  RefundResult,
} from './PaymentGateway';
import { IdempotencyKeyReusedError } from './IdempotencyKeyReusedError';
import {
  AUTHENTICATION_FAILED,
  cardBrand,
  testCardCountry,
  testCardOutcome,
  testCardRefunds,
} from './testCards';
import type {
  TestPaymentIntent,
  TestPaymentMethod,
  TestPaymentStore,
  TestRefund,
  TestRefundBehaviour,
  TestRefundChange,
} from './TestPaymentStore';

/**
 * How long after it was made a card refund can still be canceled: Stripe's testing
 * environments allow 30 minutes (https://docs.stripe.com/testing#refunds).
 */
const REFUND_CANCEL_MINUTES = 30;

export type TestPaymentMethodResult =
  | { ok: true; paymentMethod: { id: string; brand: string; last4: string } }
  | { ok: false; errors: ErrorItem[] };

/**
 * The embedded default card processor (DESIGN "Real components"): behaves like Stripe's
 * test mode with no account and no network. The browser's own card field posts the card to
 * `createTestPaymentMethod`, checkout charges the returned id, and a card that needs
 * 3-D Secure waits for the browser's challenge dialog to call `completeTestChallenge`.
 */
export class TestCardPaymentGateway implements PaymentGateway {
  constructor(
    private readonly store: TestPaymentStore,
    private readonly now: () => Date = () => systemClock.now(),
  ) {}

  /** Stripe's `stripe.createPaymentMethod({type: 'card', card})`, with its field errors. */
  async createTestPaymentMethod(card: CardDetails): Promise<TestPaymentMethodResult> {
    const errors = validateCardDetails(card, this.now());
    if (errors.length > 0) return { ok: false, errors };
    const digits = cardDigits(card.number);
    const outcome = testCardOutcome(digits);
    const method: TestPaymentMethod = {
      id: `pm_test_${randomId()}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
      outcome: outcome.kind,
      decline_message: outcome.kind === 'declined' ? outcome.message : null,
      created_at: this.now().toISOString(),
      country: testCardCountry(digits),
      refund_behaviour: testCardRefunds(digits),
    };
    await this.store.savePaymentMethod(method);
    return { ok: true, paymentMethod: { id: method.id, brand: method.brand, last4: method.last4 } };
  }

  async createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentResult> {
    const method = await this.store.findPaymentMethod(request.paymentMethodId);
    const id = `pi_test_${randomId()}`;
    const at = this.now().toISOString();
    const outcome = chargeOutcome(method);
    const stored = await this.store.insertIntentOnce({
      id,
      idempotency_key: request.idempotencyKey,
      client_secret: `${id}_secret_${randomId()}`,
      payment_method_id: request.paymentMethodId,
      amount_cents: request.amountCents,
      currency: request.currency,
      is_us_order: request.isUsOrder,
      metadata: { ...request.metadata },
      ...outcome,
      created_at: at,
      updated_at: at,
    });
    if (
      stored.amount_cents !== request.amountCents ||
      stored.payment_method_id !== request.paymentMethodId
    ) {
      throw new IdempotencyKeyReusedError(request.idempotencyKey);
    }
    return toResult(stored);
  }

  async retrievePaymentIntent(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    return toResult(await this.intent(ref.id));
  }

  /** The intent made with this key: the store is the test processor's whole memory. */
  async findPaymentIntent(lookup: PaymentIntentLookup): Promise<PaymentIntentResult | null> {
    const intent = await this.store.findIntentByIdempotencyKey(lookup.idempotencyKey);
    return intent ? toResult(intent) : null;
  }

  /** Charges after an approved challenge; an unanswered challenge still requires action. */
  async confirmAfterAction(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    const intent = await this.intent(ref.id);
    if (intent.status !== 'requires_action' || intent.challenge === 'pending') {
      return toResult(intent);
    }
    const approved = intent.challenge === 'approved';
    await this.store.updateIntent(intent.id, intent, {
      status: approved ? 'succeeded' : 'failed',
      challenge: intent.challenge,
      failure_message: approved ? null : AUTHENTICATION_FAILED,
      updated_at: this.now().toISOString(),
    });
    // Read back: when another process confirmed first, its result is the one that counts.
    return toResult(await this.intent(intent.id));
  }

  /**
   * The test challenge dialog's answer. It is authorised by the client secret, as Stripe's
   * `handleCardAction` is: only the browser that started the payment holds it. Answers
   * null for an unknown secret; a challenge is answered once, later answers change nothing.
   */
  async completeTestChallenge(
    clientSecret: string,
    approve: boolean,
  ): Promise<PaymentIntentResult | null> {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const intent = await this.store.findIntent(intentId);
    if (!intent || intent.client_secret !== clientSecret) return null;
    if (intent.status === 'requires_action' && intent.challenge === 'pending') {
      await this.store.updateIntent(intent.id, intent, {
        status: 'requires_action',
        challenge: approve ? 'approved' : 'rejected',
        failure_message: null,
        updated_at: this.now().toISOString(),
      });
    }
    return toResult(await this.intent(intent.id));
  }

  /** Nothing outside this process sends the test gateway webhooks, so no call is genuine. */
  verifyWebhook(): PaymentEvent | null {
    return null;
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'test_cards' };
  }

  /**
   * Records the refund as Stripe would make it: only of a succeeded charge, never more than
   * is left of it, once per idempotency key (the same key with another amount is refused).
   * Its status follows the card that paid (testCards.ts: Stripe's asynchronous refund cards).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const intent = await this.intent(request.paymentIntentId);
    if (intent.status !== 'succeeded') throw new Error(`Charge ${intent.id} has not succeeded.`);
    const before = await this.store.findRefundByIdempotencyKey(request.idempotencyKey);
    if (!before) {
      const left = intent.amount_cents - (await this.store.refundedCents(intent.id));
      if (request.amountCents <= 0 || request.amountCents > left) {
        throw new Error(
          `Refund of ${request.amountCents} exceeds the ${left} left of ${intent.id}.`,
        );
      }
    }
    const method = await this.store.findPaymentMethod(intent.payment_method_id);
    const stored = await this.store.insertRefundOnce({
      id: `re_test_${randomId()}`,
      idempotency_key: request.idempotencyKey,
      payment_intent_id: intent.id,
      amount_cents: request.amountCents,
      created_at: this.now().toISOString(),
      ...refundStart(method?.refund_behaviour ?? 'succeeds'),
    });
    if (stored.amount_cents !== request.amountCents || stored.payment_intent_id !== intent.id) {
      throw new IdempotencyKeyReusedError(request.idempotencyKey);
    }
    return toRefundResult(stored);
  }

  /**
   * The refund as it stands; a refund of one of the asynchronous refund cards takes its later
   * status the first time it is read here, so a test moves it on by reading it, with no
   * waiting. The change is conditional: two processes reading at once settle it once.
   */
  async retrieveRefund(ref: RefundRef): Promise<RefundResult> {
    const refund = await this.refundOf(ref.id);
    if (refund.settles_to) {
      await this.store.updateRefund(refund.id, refund.status, {
        status: refund.settles_to,
        settles_to: null,
      });
    }
    return toRefundResult(await this.refundOf(ref.id));
  }

  /**
   * What Stripe's Dashboard does to a card refund still being made: cancels it, which gives
   * nothing back (https://docs.stripe.com/testing#refunds: within 30 minutes in testing
   * environments). The stand-in cancels pending refunds only. Answers null for an unknown
   * refund, a refund no longer pending, or one made too long ago.
   */
  async cancelTestRefund(id: string): Promise<RefundResult | null> {
    const refund = await this.store.findRefund(id);
    if (!refund || refund.status !== 'pending') return null;
    const age = this.now().getTime() - new Date(refund.created_at).getTime();
    if (age > REFUND_CANCEL_MINUTES * 60_000) return null;
    const canceled = await this.store.updateRefund(id, 'pending', {
      status: 'canceled',
      settles_to: null,
    });
    return canceled ? toRefundResult(await this.refundOf(id)) : null;
  }

  private async refundOf(id: string): Promise<TestRefund> {
    const refund = await this.store.findRefund(id);
    if (!refund) throw new Error(`No such refund: ${id}`);
    return refund;
  }

  private async intent(id: string): Promise<TestPaymentIntent> {
    const intent = await this.store.findIntent(id);
    if (!intent) throw new Error(`No such payment intent: ${id}`);
    return intent;
  }
}

function chargeOutcome(
  method: TestPaymentMethod | null,
): Pick<TestPaymentIntent, 'status' | 'challenge' | 'failure_message'> {
  if (!method) {
    // Stripe's answer to an unknown or foreign payment method id.
    return { status: 'failed', challenge: 'none', failure_message: 'No such PaymentMethod.' };
  }
  switch (method.outcome) {
    case 'succeeds':
      return { status: 'succeeded', challenge: 'none', failure_message: null };
    case 'requires_3ds':
      return { status: 'requires_action', challenge: 'pending', failure_message: null };
    case 'declined':
      return { status: 'failed', challenge: 'none', failure_message: method.decline_message };
  }
}

/** A new refund's status, and what it becomes when next read, for the card that paid. */
function refundStart(behaviour: TestRefundBehaviour): TestRefundChange {
  switch (behaviour) {
    case 'succeeds':
      return { status: 'succeeded', settles_to: null };
    case 'pending_then_succeeds':
      return { status: 'pending', settles_to: 'succeeded' };
    case 'succeeds_then_fails':
      return { status: 'succeeded', settles_to: 'failed' };
  }
}

function toRefundResult(refund: TestRefund): RefundResult {
  return { id: refund.id, status: refund.status, amountCents: refund.amount_cents };
}

function toResult(intent: TestPaymentIntent): PaymentIntentResult {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount_cents,
    clientSecret: intent.client_secret,
    metadata: intent.metadata,
    ...(intent.failure_message ? { failureMessage: intent.failure_message } : {}),
  };
}

function randomId(): string {
  return randomBytes(12).toString('hex');
}
