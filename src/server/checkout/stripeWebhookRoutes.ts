import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import type { CheckoutComponents } from './checkoutComponents';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not match.';

/** The events that settle an order; Stripe sends many more, all acknowledged and ignored. */
const SETTLING_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * POST /webhooks/stripe: Stripe's word on a payment, for payments the browser never came
 * back from (a closed tab during 3-D Secure, a bank that answered late). The signature is
 * checked over the exact bytes sent, so this plugin keeps the raw body instead of parsing
 * JSON. Settling is idempotent: Stripe's retries and the checkout's own path meet in the
 * same conditional update.
 */
export function stripeWebhookRoutes(
  context: AppContext,
  components: CheckoutComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    api.post('/webhooks/stripe', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const event = components.gateway.verifyWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) throw HttpError.of(400, BAD_SIGNATURE_MESSAGE, 'bad_signature');
      const intent = event.paymentIntent;
      if (intent && SETTLING_EVENTS.has(event.type)) {
        const order = await context.orders.findByPaymentIntent(intent.id);
        if (order) await components.settlement.settle(order, intent);
      }
      return { received: true };
    });
  };
}
