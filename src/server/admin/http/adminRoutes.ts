import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import type { AdminComponents } from '../adminComponents';
import { adminRouteKit } from './adminRouteKit';
import { adminClubRoutes } from './adminClubRoutes';
import { adminCodeRoutes } from './adminCodeRoutes';
import { adminCustomerRoutes } from './adminCustomerRoutes';
import { adminOrderRoutes } from './adminOrderRoutes';
import { adminReportRoutes } from './adminReportRoutes';
import { adminSessionRoutes } from './adminSessionRoutes';
import { adminSwitchRoutes } from './adminSwitchRoutes';
import { adminTaxReturnRoutes } from './adminTaxReturnRoutes';
import { adminRefundRoutes } from './adminRefundRoutes';

/**
 * The back office's calls under /admin, one file per area in ./routes. The guard is this
 * plugin's own hook, so it runs on exactly the routes the router matched here, before the
 * body is read: a guest is answered 401, a customer 403, a staff member without the second
 * factor 403 but on the second-factor step (docs/back-office.md). Every area's routes are
 * added to this same instance, so none of them can escape the guard.
 */
export function adminRoutes(
  context: AppContext,
  admin: AdminComponents,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      const { staffStep = 'second_factor', plainLinkDownload = false } =
        request.routeOptions.config;
      request.staffMember = valueOrRefuse(
        await admin.staffAuth.requireStaff(request, staffStep, plainLinkDownload),
      );
    });

    const kit = adminRouteKit(api, context, admin);
    adminSessionRoutes(kit);
    adminOrderRoutes(kit);
    adminCustomerRoutes(kit);
    adminSwitchRoutes(kit);
    adminCodeRoutes(kit);
    adminClubRoutes(kit);
    adminTaxReturnRoutes(kit);
    adminReportRoutes(kit);
    adminRefundRoutes(api, context, admin);
  };
}
