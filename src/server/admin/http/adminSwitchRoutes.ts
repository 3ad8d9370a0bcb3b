import { getAdminDashboard, putAdminMaintenance } from '../../../contract/admin';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { TAGS, openInMaintenance, staffOf, type AdminRouteKit } from './adminRouteKit';

/** The dashboard's state (maintenance, content) and the maintenance switch. */
export function adminSwitchRoutes({ api, context, admin }: AdminRouteKit): void {
  const { config, maintenance } = context;

  api.get<RouteOf<typeof getAdminDashboard>>(
    '/dashboard',
    { schema: routeSchema(getAdminDashboard, TAGS), config: openInMaintenance },
    async () => {
      const [on, content] = await Promise.all([maintenance.isOn(), admin.content.contentStatus()]);
      return {
        maintenance: on,
        maintenance_overridden: config.maintenanceModeOverride !== null,
        content: {
          families: content.families,
          posts: content.posts,
          content_version: content.contentVersion,
          last_import: content.lastImport,
        },
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
