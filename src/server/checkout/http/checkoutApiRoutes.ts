import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { orderRoutes } from '../../orders/http/orderRoutes';
import type { CheckoutComponents } from '../checkoutComponents';
import { checkoutRoutes } from './checkoutRoutes';
import { paymentRoutes } from './paymentRoutes';
import { stripeWebhookRoutes, type RefundChanges } from './stripeWebhookRoutes';

/** The checkout, payment, webhook and order routes, registered together under /api/v1. */
export function checkoutApiRoutes(
  context: AppContext,
  components: CheckoutComponents,
  refunds: RefundChanges,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    await api.register(checkoutRoutes(context, components));
    await api.register(paymentRoutes(context, components));
    await api.register(stripeWebhookRoutes(components, refunds));
    await api.register(orderRoutes(context, components.files));
  };
}
