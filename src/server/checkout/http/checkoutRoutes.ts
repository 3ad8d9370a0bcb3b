import type { FastifyInstance } from 'fastify';
import { postCheckout, postPaymentConfirm, postPaymentFailed } from '../../../contract/checkout';
import { customerOf } from '../../accounts/app/Customer';
import type { AppContext } from '../../appContext';
import { cartToken } from '../../cart/http/cartCookie';
import { parseCartRequest } from '../../cart/http/parseCartRequest';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import type { CheckoutComponents } from '../checkoutComponents';
import { outcomeAnswer } from '../app/CheckoutOutcome';
import { placeOrderCommand } from '../placeOrderCommand';
import type { OrderCommand } from '../app/PaymentFollowUp';

const TAGS = ['checkout'];

/**
 * docs/spec.md §7 "Cart and checkout": POST /checkout, POST /payment/confirm, POST /payment/failed
 * (shapes in src/contract/checkout.ts).
 * A visitor must log in or register to buy: every call needs a session. Each
 * route reads its body into a command, runs the use case, and answers its outcome; a
 * failure goes to the error handler (checkoutFailureAnswers.ts).
 */
export function checkoutRoutes(
  context: AppContext,
  components: CheckoutComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    const checkoutOptions = { schema: routeSchema(postCheckout, TAGS) };
    api.post<RouteOf<typeof postCheckout>>('/checkout', checkoutOptions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(valueOrRefuse(await context.auth.requireUser(request)));
      const { cart, user } = request.body;
      const contents = valueOrRefuse(parseCartRequest({ cart, user }));
      const command = placeOrderCommand(request.body, cartToken(request), contents);
      const outcome = valueOrRefuse(await components.placeOrder.execute(customer, command));
      return outcomeAnswer(outcome);
    });

    const confirmOptions = { schema: routeSchema(postPaymentConfirm, TAGS) };
    type Confirm = RouteOf<typeof postPaymentConfirm>;
    api.post<Confirm>('/payment/confirm', confirmOptions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(valueOrRefuse(await context.auth.requireUser(request)));
      const command = orderCommand(request.body.order_id, cartToken(request));
      return outcomeAnswer(valueOrRefuse(await components.followUp.confirm(customer, command)));
    });

    const failedOptions = { schema: routeSchema(postPaymentFailed, TAGS) };
    type Failed = RouteOf<typeof postPaymentFailed>;
    api.post<Failed>('/payment/failed', failedOptions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = customerOf(valueOrRefuse(await context.auth.requireUser(request)));
      const command = orderCommand(request.body.order_id, cartToken(request));
      const reported = valueOrRefuse(await components.followUp.failed(customer, command));
      return { ok: true, order_id: reported.orderId, status: reported.status };
    });
  };
}

/** A payment follow-up call: the order its body names, and the cart a payment empties. */
function orderCommand(orderId: string | null | undefined, cartToken: string | null): OrderCommand {
  const id = orderId?.trim();
  return { orderId: id ? id : null, cartToken };
}
