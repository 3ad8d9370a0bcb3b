import type { FastifyInstance } from 'fastify';
import { postSettingsOrders } from '../../../contract/orders';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { orderAnswerOf } from '../app/orderAnswer';

/**
 * docs/spec.md §7: `POST settings/orders` with an empty body answers the user's order list
 * (/user/orders): the paid orders, newest first, each as the success page shows it, each
 * line with what it licenses and whether a later order upgraded it, each order with its
 * credit notes and the refund still being made (OwnOrders.history).
 */
export function orderHistoryRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { auth, config, ownOrders } = context;
  return async (api) => {
    const options = { schema: routeSchema(postSettingsOrders, ['orders']) };
    api.post<RouteOf<typeof postSettingsOrders>>(
      '/settings/orders',
      options,
      async (request, reply) => {
        const user = valueOrRefuse(await auth.requireUser(request));
        reply.header('cache-control', 'no-store');
        const history = await ownOrders.history(user.id);
        return history.map(({ order, ...parts }) =>
          orderAnswerOf(order, config.currencySymbol, parts),
        );
      },
    );
  };
}
