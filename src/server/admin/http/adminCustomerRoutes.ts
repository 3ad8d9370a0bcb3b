import {
  getAdminCustomer,
  getAdminCustomers,
  postAdminCustomerPasswordReset,
} from '../../../contract/admin';
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

/** Customers: the search, a customer's page, sending them a password reset link. */
export function adminCustomerRoutes({ api, context, admin, money }: AdminRouteKit): void {
  api.get<RouteOf<typeof getAdminCustomers>>(
    '/customers',
    { schema: routeSchema(getAdminCustomers, TAGS), config: openInMaintenance },
    async (request) => {
      const page = pageOf(request.query.page);
      const found = await admin.customers.search(request.query.q, page, PAGE_SIZE);
      return {
        customers: found.customers.map((customer) => ({
          id: customer.id,
          email: customer.email,
          name: customer.name,
          company: customer.company,
          club_member: customer.clubMember,
          created_at: customer.createdAt,
        })),
        total: found.total,
        page,
        page_size: PAGE_SIZE,
      };
    },
  );

  api.get<RouteOf<typeof getAdminCustomer>>(
    '/customers/:id',
    { schema: routeSchema(getAdminCustomer, TAGS), config: openInMaintenance },
    async (request) => {
      const customer = valueOrRefuse(await admin.customerDesk.open(request.params.id));
      return {
        id: customer.id,
        email: customer.email,
        name: customer.name,
        company: customer.company,
        club_member: customer.clubMember,
        staff: customer.staff,
        created_at: customer.createdAt,
        orders: customer.orders.map((order) => ({
          id: order.id,
          status: order.status,
          created_at: order.createdAt,
          total: money(order.totalCents),
        })),
        sign_ins: customer.signIns.map((signIn) => ({
          at: signIn.at,
          ip_address: signIn.ipAddress,
          user_agent: signIn.userAgent,
          second_factor: signIn.secondFactor,
        })),
        sign_ins_kept_days: context.config.retention.signInDays,
      };
    },
  );

  api.post<RouteOf<typeof postAdminCustomerPasswordReset>>(
    '/customers/:id/password-reset',
    { schema: routeSchema(postAdminCustomerPasswordReset, TAGS), config: openInMaintenance },
    async (request) => {
      const to = valueOrRefuse(
        await admin.customerDesk.sendPasswordReset(staffOf(request), request.params.id),
      );
      return { message: `A password reset link is on its way to ${to}.` };
    },
  );
}
