import type { FastifyInstance } from 'fastify';
import {
  getPaymentsConfig,
  postTestChallenge,
  postTestPaymentMethod,
} from '../../../contract/checkout';
import type { AppContext } from '../../appContext';
import { HttpError } from '../../http/HttpError';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import type { CheckoutComponents } from '../checkoutComponents';

const TAGS = ['payments'];

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
    const configOptions = { schema: routeSchema(getPaymentsConfig, TAGS) };
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

    const methodOptions = { schema: routeSchema(postTestPaymentMethod, TAGS) };
    type Method = RouteOf<typeof postTestPaymentMethod>;
    api.post<Method>('/payments/test-methods', methodOptions, async (request, reply) => {
      valueOrRefuse(await context.auth.requireUser(request));
      const { number, exp_month, exp_year, cvc } = request.body;
      const result = await testCards.createTestPaymentMethod({
        number: number ?? '',
        exp_month: exp_month ?? Number.NaN,
        exp_year: exp_year ?? Number.NaN,
        cvc: cvc ?? '',
      });
      if (!result.ok) throw new HttpError(422, result.errors);
      reply.header('cache-control', 'no-store');
      return result.paymentMethod;
    });

    const challengeOptions = { schema: routeSchema(postTestChallenge, TAGS) };
    type Challenge = RouteOf<typeof postTestChallenge>;
    api.post<Challenge>('/payments/test-challenge', challengeOptions, async (request, reply) => {
      const clientSecret = request.body.payment_intent_client_secret?.trim();
      const approve = request.body.approve === true;
      const intent = clientSecret
        ? await testCards.completeTestChallenge(clientSecret, approve)
        : null;
      if (!intent) throw HttpError.of(404, UNKNOWN_PAYMENT_MESSAGE, 'not_found');
      reply.header('cache-control', 'no-store');
      return { id: intent.id, status: intent.status };
    });
  };
}
