import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerOf } from '../accounts/Customer';
import type { AppContext } from '../appContext';
import { cartToken } from '../cart/cartCookie';
import { valueOrRefuse } from '../http/Refused';
import type { CheckoutComponents } from './checkoutComponents';
import { bodyText } from './checkoutRequest';
import { outcomeAnswer } from './CheckoutOutcome';
import type { OrderCommand } from './PaymentFollowUp';
import { placeOrderCommand } from './placeOrderCommand';

/**
 * docs/spec.md §7 "Cart and checkout": POST /checkout, POST /payment/confirm, POST /payment/failed.
 * A visitor must log in or register to buy: every call needs a session. Each
 * route reads its body into a command, runs the use case, and answers its outcome; a
 * failure goes to the error handler (failureAnswer.ts).
 */
export function checkoutRoutes(
  context: AppContext,
  components: CheckoutComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.post('/checkout', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(await context.auth.requireUser(request));
      const command = placeOrderCommand(request.body, cartToken(request), (cart) =>
        context.pricer.contentsFromRequest(cart),
      );
      const outcome = valueOrRefuse(await components.placeOrder.execute(customer, command));
      return outcomeAnswer(outcome);
    });

    api.post('/payment/confirm', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(await context.auth.requireUser(request));
      return outcomeAnswer(
        valueOrRefuse(await components.followUp.confirm(customer, orderCommand(request))),
      );
    });

    api.post('/payment/failed', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(await context.auth.requireUser(request));
      const reported = valueOrRefuse(
        await components.followUp.failed(customer, orderCommand(request)),
      );
      return { ok: true, order_id: reported.orderId, status: reported.status };
    });
  };
}

/** A payment follow-up call: the order its body names, and the cart a payment empties. */
function orderCommand(request: FastifyRequest): OrderCommand {
  return { orderId: bodyText(request.body, 'order_id'), cartToken: cartToken(request) };
}
