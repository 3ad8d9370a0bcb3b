import type { FastifyInstance } from 'fastify';
import { postStripeWebhook } from '../../../contract/checkout';
import { HttpError } from '../../http/HttpError';
import type { RefundResult } from '../../payments/app/PaymentGateway';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import type { CheckoutComponents } from '../checkoutComponents';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not match.';

/** The events that settle an order; Stripe sends many more, all acknowledged and ignored. */
const SETTLING_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * The events of a refund whose status changed: `refund.updated` and `refund.failed`
 * (https://docs.stripe.com/changelog/acacia/2024-10-28/refund-webhook-update), and
 * `charge.refund.updated`, which accounts on older API versions are sent instead.
 */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * Who follows a refund up (FollowUpRefunds): settles one the card processor was still making,
 * or keeps the failure of a made one it could not pay out.
 */
export interface RefundChanges {
  refundChanged(refund: RefundResult): Promise<void>;
}

/**
 * POST /webhooks/stripe: Stripe's word on a payment, for payments the browser never came
 * back from (a closed tab during 3-D Secure, a bank that answered late). The signature is
 * checked over the exact bytes sent, so this plugin keeps the raw body instead of parsing
 * JSON. The order is found by the intent, or, when its server stopped before recording the
 * intent, by the order and attempt in the intent's metadata. Settling is idempotent: Stripe's
 * retries and the checkout's own path meet in the same conditional update. A refund event
 * settles the pending refund it names, or alerts staff to a made refund that failed, as the
 * sweep would, only sooner.
 */
export function stripeWebhookRoutes(
  components: CheckoutComponents,
  refunds: RefundChanges,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Stripe sends no XSRF cookie; the signature is its proof. The body is not declared:
    // it stays the raw bytes the signature covers.
    const options = {
      config: { xsrfExempt: true },
      schema: routeSchema(postStripeWebhook, ['payments']),
    };
    api.post<RouteOf<typeof postStripeWebhook>>('/webhooks/stripe', options, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const event = components.gateway.verifyWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) throw HttpError.of(400, BAD_SIGNATURE_MESSAGE, 'bad_signature');
      const intent = event.paymentIntent;
      if (intent && SETTLING_EVENTS.has(event.type)) {
        const attempt = await components.attempts.findOfIntent(intent);
        if (attempt) await components.settlement.settle(attempt, intent);
      }
      const { refund } = event;
      if (refund && REFUND_EVENTS.has(event.type)) await refunds.refundChanged(refund);
      return { received: true };
    });
  };
}
