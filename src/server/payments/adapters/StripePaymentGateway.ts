import Stripe from 'stripe';
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
} from '../app/PaymentGateway';
import type { StripeSettings } from '../app/paymentSettings';
import {
  declinedIntentResult,
  paymentEvent,
  paymentIntentResult,
} from './stripePaymentIntentResult';
import { refundResult } from './stripeRefundResult';

/** The metadata field that holds the idempotency key an intent was created with. */
const IDEMPOTENCY_KEY_METADATA = 'idempotency_key';

/** The part of the Stripe SDK this adapter calls, so tests can stand in for the network. */
export interface StripeAccountApi {
  paymentMethods: {
    retrieve(id: string): Promise<Stripe.PaymentMethod>;
  };
  paymentIntents: {
    create(
      params: Stripe.PaymentIntentCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Stripe.PaymentIntent>;
    retrieve(id: string): Promise<Stripe.PaymentIntent>;
    confirm(id: string): Promise<Stripe.PaymentIntent>;
    search(params: Stripe.PaymentIntentSearchParams): Promise<{ data: Stripe.PaymentIntent[] }>;
  };
  refunds: {
    create(
      params: Stripe.RefundCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Stripe.Refund>;
    retrieve(id: string): Promise<Stripe.Refund>;
  };
}

export interface StripeAccounts {
  us: StripeAccountApi;
  other: StripeAccountApi;
}

/**
 * Card payments through Stripe's PaymentIntents with manual confirmation: the server
 * charges the payment method the browser made; when the bank wants 3-D Secure the browser
 * runs `stripe.handleCardAction(clientSecret)` and the server confirms again. US orders go
 * through the foundry's US account (docs/spec.md §7: its own keys), all others through the main one.
 */
export class StripePaymentGateway implements PaymentGateway {
  private readonly accounts: StripeAccounts;

  constructor(
    private readonly settings: StripeSettings,
    accounts?: StripeAccounts,
  ) {
    this.accounts = accounts ?? {
      us: stripeClient(settings.us.secretKey),
      other: stripeClient(settings.other.secretKey),
    };
  }

  async createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentResult> {
    const account = this.account(request.isUsOrder);
    try {
      const intent = await account.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          // Cards only: no payment method that redirects away, so no return_url is needed
          // (the API's automatic payment methods would otherwise ask for one).
          allowed_payment_method_types: ['card'],
          confirm: true,
          // The server, not the browser, confirms after 3-D Secure: it checks the order first.
          confirmation_method: 'manual',
          // The key in the metadata too: Stripe cannot be asked for an intent by its key.
          metadata: { ...request.metadata, [IDEMPOTENCY_KEY_METADATA]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return paymentIntentResult(intent);
    } catch (error) {
      const declined = declinedIntentResult(error);
      if (declined) return declined;
      throw error;
    }
  }

  async retrievePaymentIntent(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    return paymentIntentResult(await this.account(ref.isUsOrder).paymentIntents.retrieve(ref.id));
  }

  /**
   * Stripe's search finds intents by metadata, under normal operation within a minute of the
   * charge (https://docs.stripe.com/search), which is why only the sweep calls this.
   */
  async findPaymentIntent(lookup: PaymentIntentLookup): Promise<PaymentIntentResult | null> {
    const key = lookup.idempotencyKey.replace(/[\\']/g, (character) => `\\${character}`);
    const found = await this.account(lookup.isUsOrder).paymentIntents.search({
      query: `metadata['${IDEMPOTENCY_KEY_METADATA}']:'${key}'`,
      limit: 1,
    });
    const [intent] = found.data;
    return intent ? paymentIntentResult(intent) : null;
  }

  async confirmAfterAction(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    const account = this.account(ref.isUsOrder);
    const intent = await account.paymentIntents.retrieve(ref.id);
    // Confirming twice would be refused by Stripe; only an intent waiting for the server's
    // confirmation is confirmed, any other is reported as it stands.
    if (intent.status !== 'requires_confirmation') return paymentIntentResult(intent);
    try {
      return paymentIntentResult(await account.paymentIntents.confirm(ref.id));
    } catch (error) {
      const declined = declinedIntentResult(error);
      if (declined) return declined;
      throw error;
    }
  }

  /** Each account signs with its own endpoint secret; either may have sent the call. */
  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | undefined,
  ): PaymentEvent | null {
    if (!signatureHeader) return null;
    for (const secret of this.settings.webhookSecrets) {
      try {
        return paymentEvent(Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret));
      } catch {
        // Not signed with this secret (or too old): try the other account's.
      }
    }
    return null;
  }

  clientConfig(isUsOrder: boolean): PaymentClientConfig {
    const keys = isUsOrder ? this.settings.us : this.settings.other;
    return { provider: 'stripe', publishableKey: keys.publishableKey };
  }

  /**
   * Stripe's Refunds API (https://docs.stripe.com/api/refunds/create): `payment_intent` and
   * `amount` in the smallest currency unit, under the idempotency key, so a retried refund
   * answers the refund already made. A refund above what is left of the charge is refused by
   * Stripe (an error, thrown on), which the domain's plan never asks for.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.account(request.isUsOrder).refunds.create(
      {
        payment_intent: request.paymentIntentId,
        amount: request.amountCents,
        metadata: { ...request.metadata, [IDEMPOTENCY_KEY_METADATA]: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return refundResult(refund);
  }

  /**
   * Stripe's Retrieve a refund (https://docs.stripe.com/api/refunds/retrieve), on the account
   * that holds the charge: a refund lives on the account it was made on, so the other would
   * answer that there is no such refund.
   */
  async retrieveRefund(ref: RefundRef): Promise<RefundResult> {
    return refundResult(await this.account(ref.isUsOrder).refunds.retrieve(ref.id));
  }

  /**
   * The country the card was issued in (`card.country` of the PaymentMethod), the location
   * evidence checkout compares with the billing country; null for a non-card method.
   */
  async cardCountry(paymentMethodId: string, isUsOrder: boolean): Promise<string | null> {
    const method = await this.account(isUsOrder).paymentMethods.retrieve(paymentMethodId);
    return method.card?.country ?? null;
  }

  private account(isUsOrder: boolean): StripeAccountApi {
    return isUsOrder ? this.accounts.us : this.accounts.other;
  }
}

function stripeClient(secretKey: string): StripeAccountApi {
  // Retries reuse the idempotency key, so a network hiccup never charges twice.
  return new Stripe(secretKey, { maxNetworkRetries: 2 });
}
