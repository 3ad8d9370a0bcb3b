import {
  getAdminOrder,
  getAdminOrders,
  postAdminOrderReceipt,
  putAdminOrderLicensee,
} from '../../../contract/admin';
import { valueOrRefuse } from '../../http/Refused';
import { routeSchema, type RouteOf } from '../../http/routeSchema';
import { orderAnswerOf } from '../../orders/app/orderAnswer';
import { adminOrderAnswer } from '../app/adminOrderAnswer';
import {
  PAGE_SIZE,
  TAGS,
  openInMaintenance,
  pageOf,
  staffOf,
  type AdminRouteKit,
} from './adminRouteKit';

/** Orders: the search, an order's page, resending the receipt, correcting the licensee. */
export function adminOrderRoutes({ api, context, admin, money }: AdminRouteKit): void {
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
      const [creditNotes, attempts, failedPayouts] = await Promise.all([
        admin.creditNotes.ofOrders([opened.order.id]),
        admin.refundAttempts.ofOrder(opened.order.id),
        admin.failedPayouts.ofOrder(opened.order.id),
      ]);
      const order = orderAnswerOf(opened.order, context.config.currencySymbol, {
        creditNotes: creditNotes.get(opened.order.id),
        audience: 'admin',
      });
      return adminOrderAnswer(opened, order, { attempts, failedPayouts }, money);
    },
  );

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
}
