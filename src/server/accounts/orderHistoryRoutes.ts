import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { orderAnswer, type OrderAnswer } from '../orders/orderAnswer';

/**
 * Spec §7: `POST settings/orders` with an empty body answers the user's order list
 * (/user/orders): the paid orders, newest first, each as the success page shows it.
 */
export function orderHistoryRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { orders } = context;
  return async (api) => {
    api.post('/settings/orders', async (request, reply): Promise<OrderAnswer[]> => {
      const user = await context.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      const paid = await orders.listPaid(user.id);
      return paid.map((order) => orderAnswer(order, context.config.currencySymbol));
    });
  };
}
