import { getAdminAudit, getAdminSession, postAdminSecondFactor } from '../../../contract/admin';
import { bearerToken } from '../../accounts/http/SessionAuth';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import {
  PAGE_SIZE,
  TAGS,
  openInMaintenance,
  pageOf,
  staffOf,
  type AdminRouteKit,
} from './adminRouteKit';

/** The staff member's session (the second factor) and the audit log. */
export function adminSessionRoutes({ api, admin }: AdminRouteKit): void {
  const passwordStep = { ...openInMaintenance, staffStep: 'password' as const };

  api.get<RouteOf<typeof getAdminSession>>(
    '/session',
    { schema: routeSchema(getAdminSession, TAGS), config: passwordStep },
    async (request) => {
      const verified = await admin.staffAuth.requireStaff(request, 'second_factor');
      return { email: staffOf(request).email, second_factor: verified.ok };
    },
  );

  api.post<RouteOf<typeof postAdminSecondFactor>>(
    '/session/second-factor',
    { schema: routeSchema(postAdminSecondFactor, TAGS), config: passwordStep },
    async (request) => {
      // The guard found the session by this token: it is there.
      const token = bearerToken(request) ?? '';
      const origin = { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
      const member = valueOrRefuse(
        await admin.giveSecondFactor.execute(token, request.body.code, origin),
      );
      return { email: member.email, second_factor: true };
    },
  );

  api.get<RouteOf<typeof getAdminAudit>>(
    '/audit',
    { schema: routeSchema(getAdminAudit, TAGS), config: openInMaintenance },
    async (request) => {
      const page = pageOf(request.query.page);
      const { entries, total } = await admin.audit.list(page, PAGE_SIZE);
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          staff_email: entry.staffEmail,
          action: entry.action,
          subject: entry.subject,
          before: entry.before === null ? null : JSON.stringify(entry.before),
          after: entry.after === null ? null : JSON.stringify(entry.after),
          at: entry.at,
        })),
        total,
        page,
        page_size: PAGE_SIZE,
      };
    },
  );
}
