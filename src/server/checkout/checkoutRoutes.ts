import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { cartToken } from '../cart/cartCookie';
import { HttpError } from '../http/HttpError';
import type { CheckoutComponents } from './checkoutComponents';
import { outcomeAnswer } from './CheckoutOutcome';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/orderMessages';

/**
 * Spec §7 "Cart and checkout": POST /checkout, POST /payment/confirm, POST /payment/failed.
 * A visitor must log in or register to buy (spec §6): every call needs a session.
 */
export function checkoutRoutes(
  context: AppContext,
  components: CheckoutComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.post('/checkout', async (request, reply) => {
      const user = await context.auth.requireUser(request);
      const outcome = await components.checkout.placeOrder(user, request.body, cartToken(request));
      const answer = outcomeAnswer(outcome);
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    });

    api.post('/payment/confirm', async (request, reply) => {
      const user = await context.auth.requireUser(request);
      const outcome = await components.followUp.confirm(user, request.body, cartToken(request));
      const answer = outcomeAnswer(outcome);
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    });

    api.post('/payment/failed', async (request, reply) => {
      const user = await context.auth.requireUser(request);
      const answer = await components.followUp.failed(user, request.body, cartToken(request));
      if (!answer) throw HttpError.of(404, ORDER_NOT_FOUND_MESSAGE, 'not_found', 'order_id');
      reply.header('cache-control', 'no-store');
      return answer;
    });
  };
}
