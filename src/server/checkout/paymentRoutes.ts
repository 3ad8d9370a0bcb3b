import type { FastifyInstance } from 'fastify';
import { getPaymentsConfig } from '../../contract/checkout';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import type { CardDetails } from '../payments/cardDetailsValidation';
import type { CheckoutComponents } from './checkoutComponents';
import { bodyText } from './checkoutRequest';

export const UNKNOWN_PAYMENT_MESSAGE = 'This payment does not exist.';

/**
 * What the browser's card field needs: GET /payments/config (which processor, Stripe's
 * publishable keys for US and other orders), and, with the offline test-card gateway only,
 * the stand-ins for Stripe.js: POST /payments/test-methods (card → payment method id, or
 * field errors in Stripe's words) and POST /payments/test-challenge (the 3-D Secure dialog's
 * answer, authorised by the intent's client secret as Stripe's is).
 */
export function paymentRoutes(
  context: AppContext,
  components: CheckoutComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    const configOptions = { schema: routeSchema(getPaymentsConfig, ['payments']) };
    type Config = RouteOf<typeof getPaymentsConfig>;
    api.get<Config>('/payments/config', configOptions, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const other = components.gateway.clientConfig(false);
      const us = components.gateway.clientConfig(true);
      return {
        provider: other.provider,
        publishable_key: other.provider === 'stripe' ? other.publishableKey : null,
        publishable_key_us: us.provider === 'stripe' ? us.publishableKey : null,
      };
    });

    const testCards = components.testCards;
    if (!testCards) return;

    api.post('/payments/test-methods', async (request, reply) => {
      await context.auth.requireUser(request);
      const result = await testCards.createTestPaymentMethod(cardDetails(request.body));
      if (!result.ok) throw new HttpError(422, result.errors);
      reply.header('cache-control', 'no-store');
      return result.paymentMethod;
    });

    api.post('/payments/test-challenge', async (request, reply) => {
      const clientSecret = bodyText(request.body, 'payment_intent_client_secret');
      const approve = (request.body as { approve?: unknown } | null)?.approve === true;
      const intent = clientSecret
        ? await testCards.completeTestChallenge(clientSecret, approve)
        : null;
      if (!intent) throw HttpError.of(404, UNKNOWN_PAYMENT_MESSAGE, 'not_found');
      reply.header('cache-control', 'no-store');
      return { id: intent.id, status: intent.status };
    });
  };
}

/** The card field's four values; wrong types become values the validation refuses. */
function cardDetails(body: unknown): CardDetails {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const whole = (value: unknown): number =>
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return {
    number: typeof fields.number === 'string' ? fields.number : '',
    exp_month: whole(fields.exp_month),
    exp_year: whole(fields.exp_year),
    cvc: typeof fields.cvc === 'string' ? fields.cvc : String(fields.cvc ?? ''),
  };
}
