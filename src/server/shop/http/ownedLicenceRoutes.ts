import type { FastifyInstance } from 'fastify';
import { cartSelectionAnswerOf } from '../../../contract/cartSelectionAnswer';
import { getOwnedLicences } from '../../../contract/shop';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';

/**
 * GET /shops/{page}/owned (src/contract/shop.ts): the licences of one typeface the logged-in
 * customer holds. The shop's own answer is cached and the same for everyone; this one is the
 * customer's, asked after hydration, and never stored by a cache.
 */
export function ownedLicenceRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { auth, ownedLicences } = context;
  return async (api) => {
    api.get<RouteOf<typeof getOwnedLicences>>(
      '/shops/:page/owned',
      { schema: routeSchema(getOwnedLicences, ['shop']) },
      async (request, reply) => {
        const user = valueOrRefuse(await auth.requireUser(request));
        reply.header('cache-control', 'no-store');
        const { page } = request.params;
        const lines = await ownedLicences.ownedLines(user.id);
        return {
          owned: lines
            .filter(({ item }) => item.typefacePage === page)
            .map(({ orderId, line, item, paidBeforeCents }) => ({
              order_id: orderId,
              line,
              licence: cartSelectionAnswerOf(item),
              paid_cents: paidBeforeCents,
            })),
        };
      },
    );
  };
}
