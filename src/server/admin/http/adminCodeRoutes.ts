import type { AdminCodeAnswer } from '../../../contract/adminCodeAnswers';
import {
  getAdminCodes,
  getAdminCodeUses,
  postAdminCode,
  postAdminCodeDisable,
  putAdminCodeLimits,
} from '../../../contract/adminCodes';
import { describeCodeSize } from '../../commands/discountCodeCommand';
import type { DiscountCodeRecord } from '../../discounts/app/DiscountCodes';
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

/** Discount codes: list, create, change the end and the limit, disable, the orders using one. */
export function adminCodeRoutes({ api, context, admin, money }: AdminRouteKit): void {
  const symbol = context.config.currencySymbol;
  const answerOf = (code: DiscountCodeRecord): AdminCodeAnswer => ({
    code: code.code,
    kind: code.kind,
    size: describeCodeSize(code, symbol),
    expires_on: code.expiresOn,
    max_uses: code.maxUses,
    uses: code.uses,
    typefaces: code.typefaces ? [...code.typefaces] : null,
    disabled: code.disabledAt !== null,
    created_at: code.createdAt,
  });

  api.get<RouteOf<typeof getAdminCodes>>(
    '/codes',
    { schema: routeSchema(getAdminCodes, TAGS), config: openInMaintenance },
    async () => ({ codes: (await admin.codeDesk.list()).map(answerOf) }),
  );

  api.post<RouteOf<typeof postAdminCode>>(
    '/codes',
    { schema: routeSchema(postAdminCode, TAGS), config: openInMaintenance },
    async (request) =>
      answerOf(valueOrRefuse(await admin.codeDesk.create(staffOf(request), request.body))),
  );

  api.put<RouteOf<typeof putAdminCodeLimits>>(
    '/codes/:code/limits',
    { schema: routeSchema(putAdminCodeLimits, TAGS), config: openInMaintenance },
    async (request) => {
      const { expires_on: expiresOn, max_uses: maxUses } = request.body;
      const changed = await admin.codeDesk.changeLimits(staffOf(request), request.params.code, {
        expiresOn,
        maxUses,
      });
      return answerOf(valueOrRefuse(changed));
    },
  );

  api.post<RouteOf<typeof postAdminCodeDisable>>(
    '/codes/:code/disable',
    { schema: routeSchema(postAdminCodeDisable, TAGS), config: openInMaintenance },
    async (request) =>
      answerOf(valueOrRefuse(await admin.codeDesk.disable(staffOf(request), request.params.code))),
  );

  api.get<RouteOf<typeof getAdminCodeUses>>(
    '/codes/:code/uses',
    { schema: routeSchema(getAdminCodeUses, TAGS), config: openInMaintenance },
    async (request) => {
      const page = pageOf(request.query.page);
      const found = valueOrRefuse(await admin.codeDesk.uses(request.params.code, page, PAGE_SIZE));
      return {
        orders: found.orders.map((order) => ({
          id: order.id,
          status: order.status,
          created_at: order.createdAt,
          email: order.email,
          total: money(order.totalCents),
        })),
        total: found.total,
        page,
        page_size: PAGE_SIZE,
      };
    },
  );
}
