import type { FastifyInstance } from 'fastify';
import {
  getAdminCreditNotePdf,
  postAdminOrderRefund,
  postAdminPayoutPaidOtherwise,
} from '../../../contract/admin';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import type { AppContext } from '../../appContext';
import { HttpError } from '../../http/HttpError';
import { valueOrRefuse } from '../../http/Refused';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { attachment } from '../../orders/http/orderRoutes';
import type { AdminComponents } from '../adminComponents';
import { TAGS, openInMaintenance, plainLinkDownload, staffOf } from './adminRouteKit';

/**
 * The back office's refund calls (docs/back-office.md "Refunds"), registered inside the
 * admin plugin (adminRoutes.ts), so its guard decides on them as on every admin route.
 */
export function adminRefundRoutes(
  api: FastifyInstance,
  context: AppContext,
  admin: AdminComponents,
): void {
  const money = (cents: number) => formatMoney(cents, context.config.currencySymbol);

  api.post<RouteOf<typeof postAdminOrderRefund>>(
    '/orders/:id/refund',
    { schema: routeSchema(postAdminOrderRefund, TAGS), config: openInMaintenance },
    async (request) => {
      const staff = request.staffMember;
      if (!staff) throw new Error('back-office route without the staff guard');
      const outcome = valueOrRefuse(
        await admin.refunds.execute(staff, request.params.id, request.body.lines ?? null),
      );
      if (outcome.status === 'pending') {
        return {
          status: 'pending',
          message: `The card processor is still making this refund of ${money(outcome.amountCents)}. The credit note is issued and e-mailed to the customer when it is done.`,
          credit_note: null,
        };
      }
      const note = outcome.creditNote;
      return {
        status: 'refunded',
        message: `Refunded ${money(note.netCents + note.taxCents)}; credit note ${note.number} is on its way to the customer.`,
        credit_note: note.number,
      };
    },
  );

  api.post<RouteOf<typeof postAdminPayoutPaidOtherwise>>(
    '/orders/:id/credit-notes/:number/paid-otherwise',
    { schema: routeSchema(postAdminPayoutPaidOtherwise, TAGS), config: openInMaintenance },
    async (request) => {
      const { id, number } = request.params;
      const paid = valueOrRefuse(
        await admin.markPaidOtherwise.execute(staffOf(request), id, number, request.body.note),
      );
      return {
        message: `Refund ${paid.creditNote} (${money(paid.amountCents)}) is marked paid another way.`,
      };
    },
  );

  api.get<FileRouteOf<typeof getAdminCreditNotePdf>>(
    '/orders/:id/credit-notes/:number.pdf',
    {
      schema: fileRouteSchema(getAdminCreditNotePdf, TAGS, 'application/pdf'),
      config: plainLinkDownload,
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const order = valueOrRefuse(await admin.orderDesk.open(id)).order;
      const note = (await admin.creditNotes.ofOrders([id]))
        .get(id)
        ?.find((n) => n.number === number);
      if (!note) throw HttpError.of(404, 'The order has no such credit note.', 'not_found');
      const pdf = await admin.creditNotePdf.renderCreditNote(order, note);
      return reply
        .header('content-disposition', attachment(`Credit note ${number}.pdf`))
        .type('application/pdf')
        .send(pdf);
    },
  );
}
