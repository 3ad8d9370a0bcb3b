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
  RefundRequest,
  RefundResult,
} from './PaymentGateway';
import { IdempotencyKeyReusedError } from './IdempotencyKeyReusedError';
import { AUTHENTICATION_FAILED, cardBrand, testCardCountry, testCardOutcome } from './testCards';
import type { TestPaymentIntent, TestPaymentMethod, TestPaymentStore } from './TestPaymentStore';

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
    const stored = await this.store.insertRefundOnce({
      id: `re_test_${randomId()}`,
      idempotency_key: request.idempotencyKey,
      payment_intent_id: intent.id,
      amount_cents: request.amountCents,
      created_at: this.now().toISOString(),
    });
    if (stored.amount_cents !== request.amountCents || stored.payment_intent_id !== intent.id) {
      throw new IdempotencyKeyReusedError(request.idempotencyKey);
    }
    return { id: stored.id, status: 'succeeded', amountCents: stored.amount_cents };
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
