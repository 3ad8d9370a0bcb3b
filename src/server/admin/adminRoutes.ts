import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAdminAudit,
  getAdminCustomer,
  getAdminCustomers,
  getAdminDashboard,
  getAdminOrder,
  getAdminOrders,
  getAdminSession,
  postAdminCustomerPasswordReset,
  postAdminOrderReceipt,
  postAdminSecondFactor,
  putAdminMaintenance,
  putAdminOrderLicensee,
} from '../../contract/admin';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { bearerToken } from '../accounts/SessionAuth';
import type { AppContext } from '../appContext';
import { valueOrRefuse } from '../http/Refused';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { orderAnswerOf } from '../orders/orderAnswer';
import type { StaffStep } from '../staff/StaffAuth';
import type { StaffMember } from '../staff/StaffMember';
import type { AdminComponents } from './adminComponents';
import { adminOrderAnswer } from './adminOrderAnswer';
import { adminRefundRoutes } from './adminRefundRoutes';

const TAGS = ['admin'];
const PAGE_SIZE = 25;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route a staff member may call before giving the second factor. */
    staffStep?: StaffStep;
  }
  interface FastifyRequest {
    /** The staff member the back office's guard let in. */
    staffMember?: StaffMember;
  }
}

/**
 * The page a list asked for. The contract bounds it, but Ajv reads `?page=1e309` as an
 * infinite whole number that passes its bounds; such a page is the first.
 */
function pageOf(requested: number | undefined): number {
  return requested !== undefined && Number.isSafeInteger(requested) && requested >= 1
    ? requested
    : 1;
}

/** The staff member of a request the guard let through. */
function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error('back-office route without the staff guard');
  return request.staffMember;
}

/**
 * The back office's calls under /admin. The guard is this plugin's own hook, so it runs on
 * exactly the routes the router matched here, before the body is read: a guest is answered
 * 401, a customer 403, a staff member without the second factor 403 but on the
 * second-factor step. They stay open during maintenance: staff turn it off from here.
 */
export function adminRoutes(
  context: AppContext,
  admin: AdminComponents,
): (api: FastifyInstance) => Promise<void> {
  const { config, maintenance } = context;
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  return async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      const step = request.routeOptions.config.staffStep ?? 'second_factor';
      request.staffMember = valueOrRefuse(await admin.staffAuth.requireStaff(request, step));
    });

    // Declared on each route, where every reader of a route's options (the maintenance gate,
    // the fuzz suite's inventory) finds it.
    const openInMaintenance = { openDuringMaintenance: true };
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
        const member = valueOrRefuse(
          await admin.giveSecondFactor.execute(token, request.body.code),
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

    api.get<RouteOf<typeof getAdminOrders>>(
      '/orders',
      { schema: routeSchema(getAdminOrders, TAGS), config: openInMaintenance },
      async (request) => {
        const { q, status, from, to } = request.query;
        const page = pageOf(request.query.page);
        const found = await admin.orders.search({
          text: q,
          status,
          from,
          to,
          page,
          pageSize: PAGE_SIZE,
        });
        return {
          orders: found.orders.map((order) => ({
            id: order.id,
            status: order.status,
            created_at: order.createdAt,
            email: order.email,
            name: order.name,
            company: order.company,
            total: money(order.totalCents),
          })),
          total: found.total,
          page,
          page_size: PAGE_SIZE,
        };
      },
    );

    api.get<RouteOf<typeof getAdminOrder>>(
      '/orders/:id',
      { schema: routeSchema(getAdminOrder, TAGS), config: openInMaintenance },
      async (request) => {
        const opened = valueOrRefuse(await admin.orderDesk.open(request.params.id));
        const notes = (await admin.creditNotes.ofOrders([opened.order.id])).get(opened.order.id);
        const order = orderAnswerOf(opened.order, config.currencySymbol, undefined, notes, 'admin');
        return adminOrderAnswer(opened, order, money);
      },
    );

    adminRefundRoutes(api, context, admin);

    api.post<RouteOf<typeof postAdminOrderReceipt>>(
      '/orders/:id/receipt',
      { schema: routeSchema(postAdminOrderReceipt, TAGS), config: openInMaintenance },
      async (request) => {
        const to = valueOrRefuse(
          await admin.orderDesk.resendReceipt(staffOf(request), request.params.id),
        );
        return { message: `The receipt is on its way to ${to}.` };
      },
    );

    api.put<RouteOf<typeof putAdminOrderLicensee>>(
      '/orders/:id/licensee',
      { schema: routeSchema(putAdminOrderLicensee, TAGS), config: openInMaintenance },
      async (request) => {
        valueOrRefuse(
          await admin.orderDesk.correctLicensee(staffOf(request), request.params.id, request.body),
        );
        return { message: 'The licensee is corrected.' };
      },
    );

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

    api.get<RouteOf<typeof getAdminDashboard>>(
      '/dashboard',
      { schema: routeSchema(getAdminDashboard, TAGS), config: openInMaintenance },
      async () => {
        const [on, content] = await Promise.all([
          maintenance.isOn(),
          admin.content.contentStatus(),
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
  };
}
