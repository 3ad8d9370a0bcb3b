import { getAdminDashboard, putAdminMaintenance } from '../../../contract/admin';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { TAGS, openInMaintenance, staffOf, type AdminRouteKit } from './adminRouteKit';

/**
 * The dashboard's state (maintenance, content, refunds to pay another way) and the
 * maintenance switch.
 */
export function adminSwitchRoutes({ api, context, admin, money }: AdminRouteKit): void {
  const { config, maintenance } = context;

  api.get<RouteOf<typeof getAdminDashboard>>(
    '/dashboard',
    { schema: routeSchema(getAdminDashboard, TAGS), config: openInMaintenance },
    async () => {
      const [on, content, toPay] = await Promise.all([
        maintenance.isOn(),
        admin.content.contentStatus(),
        admin.failedPayouts.open(),
      ]);
      return {
        maintenance: on,
        maintenance_overridden: config.maintenanceModeOverride !== null,
        content: {
          families: content.families,
          posts: content.posts,
          content_version: content.contentVersion,
          last_import: content.lastImport,
        },
        refunds_to_pay: toPay.map((payout) => ({
          order_id: payout.orderId,
          credit_note: payout.creditNote,
          amount: money(payout.amountCents),
          failed_at: payout.failedAt,
        })),
      };
    },
  );

  api.put<RouteOf<typeof putAdminMaintenance>>(
    '/maintenance',
    { schema: routeSchema(putAdminMaintenance, TAGS), config: openInMaintenance },
    async (request) => {
      await admin.switches.setMaintenance(staffOf(request), request.body.on);
      return { maintenance: request.body.on };
    },
  );
}
