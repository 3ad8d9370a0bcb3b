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

/** The payment method of an order with nothing to pay (a 100 % code, a full credit). */
export const NO_PAYMENT_METHOD = 'none';

const INTENT_PREFIX = 'nocharge_';

/**
 * The card processor with free orders in front of it. An order whose total is zero has no
 * card to charge, yet must become paid through the same attempt, settlement and
 * confirmation as any other (docs/payments.md): its attempt's payment method is
 * `none`, and this gateway answers it a succeeded intent of its own without calling the
 * processor. Anything else goes to `processor`. A payment method `none` with money to take
 * is refused as a card the processor does not know.
 */
export class NoChargeGateway implements PaymentGateway {
  constructor(private readonly processor: PaymentGateway) {}

  async createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentResult> {
    if (request.paymentMethodId !== NO_PAYMENT_METHOD) {
      return this.processor.createPaymentIntent(request);
    }
    const free = request.amountCents === 0;
    return {
      id: INTENT_PREFIX + request.idempotencyKey,
      status: free ? 'succeeded' : 'failed',
      amountCents: request.amountCents,
      clientSecret: '',
      metadata: request.metadata,
      ...(free ? {} : { failureMessage: 'No such PaymentMethod.' }),
    };
  }

  async retrievePaymentIntent(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    if (!ref.id.startsWith(INTENT_PREFIX)) return this.processor.retrievePaymentIntent(ref);
    return { id: ref.id, status: 'succeeded', amountCents: 0, clientSecret: '', metadata: {} };
  }

  findPaymentIntent(lookup: PaymentIntentLookup): Promise<PaymentIntentResult | null> {
    return this.processor.findPaymentIntent(lookup);
  }

  confirmAfterAction(ref: PaymentIntentRef): Promise<PaymentIntentResult> {
    if (!ref.id.startsWith(INTENT_PREFIX)) return this.processor.confirmAfterAction(ref);
    return this.retrievePaymentIntent(ref);
  }

  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | undefined,
  ): PaymentEvent | null {
    return this.processor.verifyWebhook(rawBody, signatureHeader);
  }

  clientConfig(isUsOrder: boolean): PaymentClientConfig {
    return this.processor.clientConfig(isUsOrder);
  }

  /** A free order took no money, so its refund gives none back and calls no processor. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.paymentIntentId.startsWith(INTENT_PREFIX)) return this.processor.refund(request);
    return {
      id: `${INTENT_PREFIX}refund_${request.idempotencyKey}`,
      status: 'succeeded',
      amountCents: 0,
    };
  }

  async retrieveRefund(ref: RefundRef): Promise<RefundResult> {
    if (!ref.id.startsWith(INTENT_PREFIX)) return this.processor.retrieveRefund(ref);
    return { id: ref.id, status: 'succeeded', amountCents: 0 };
  }
}
