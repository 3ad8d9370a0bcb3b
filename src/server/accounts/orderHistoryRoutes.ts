import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { orderAnswer, type OrderAnswer } from '../orders/orderAnswer';
import { OrderUpgrades } from '../upgrades/OrderUpgrades';

/**
 * docs/spec.md §7: `POST settings/orders` with an empty body answers the user's order list
 * (/user/orders): the paid orders, newest first, each as the success page shows it, each
 * line with what it licenses and whether a later order upgraded it.
 */
export function orderHistoryRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { orders } = context;
  return async (api) => {
    api.post('/settings/orders', async (request, reply): Promise<OrderAnswer[]> => {
      const user = await context.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      const paid = await orders.listPaid(user.id);
      const upgraded = await new OrderUpgrades(context.db).upgradedBy(paid.map((o) => o.id));
      return paid.map((order) =>
        orderAnswer(order, context.config.currencySymbol, upgraded.get(order.id)),
      );
    });
  };
}
