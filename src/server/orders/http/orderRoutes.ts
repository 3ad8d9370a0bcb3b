import type { OrderNotFound } from '../app/OwnOrders';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  getOrder,
  getOrderCreditNotePdf,
  getOrderFontsZip,
  getOrderInvoicePdf,
} from '../../../contract/orders';
import { answerLicenceRevoked } from './licenceRevoked';
import type { PlacedOrder } from '../app/PlacedOrder';
import { LOGIN_REQUIRED } from '../../accounts/app/LoginRequired';
import type { AppContext } from '../../appContext';
import { Refused, valueOrRefuse } from '../../http/Refused';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { orderAnswerOf } from '../app/orderAnswer';
import type { OrderFiles } from '../adapters/OrderFiles';
import { downloadingUser } from './orderOwner';

const TAGS = ['orders'];
const NO_SUCH_ORDER: OrderNotFound = { name: 'OrderNotFound', field: null };

/**
 * GET /orders/{id} (the success page), GET /orders/{id}/fonts.zip and
 * GET /orders/{id}/invoice.pdf (docs/design.md "The API"). Only the buyer sees an order
 * (OwnOrders); files exist once it is paid.
 */
export function orderRoutes(
  context: AppContext,
  files: OrderFiles,
): (api: FastifyInstance) => Promise<void> {
  const { accounts, auth, config, ownOrders } = context;

  /** The paid order, for the customer asking by header or by login cookie. */
  const paidOrderOfDownloader = async (
    request: Parameters<typeof downloadingUser>[0],
    id: string,
  ): Promise<PlacedOrder> => {
    const user = await downloadingUser(request, auth, accounts);
    if (!user) throw new Refused(LOGIN_REQUIRED);
    return valueOrRefuse(await ownOrders.findPaid(user.id, id));
  };

  return async (api) => {
    const orderOptions = { schema: routeSchema(getOrder, TAGS) };
    api.get<RouteOf<typeof getOrder>>('/orders/:id', orderOptions, async (request, reply) => {
      const user = valueOrRefuse(await auth.requireUser(request));
      const order = valueOrRefuse(await ownOrders.find(user.id, request.params.id));
      reply.header('cache-control', 'no-store');
      const [creditNotes, pendingRefund] = await Promise.all([
        ownOrders.creditNotesOf(order),
        ownOrders.pendingRefundOf(order),
      ]);
      return orderAnswerOf(order, config.currencySymbol, { creditNotes, pendingRefund });
    });

    const downloads = [
      {
        endpoint: getOrderFontsZip,
        file: 'fonts.zip',
        mediaType: 'application/zip',
        build: (id: string) => files.fontsZip(id),
        revokedByRefund: true,
        name: (id: string) => `${config.foundryName} order ${id}.zip`,
      },
      {
        endpoint: getOrderInvoicePdf,
        file: 'invoice.pdf',
        mediaType: 'application/pdf',
        build: (id: string) => files.invoicePdf(id),
        revokedByRefund: false,
        name: (id: string) => `Invoice ${id}.pdf`,
      },
    ];
    for (const { endpoint, file, mediaType, build, name, revokedByRefund } of downloads) {
      // The receipt e-mails these links: a logged-out browser is sent to log in and on here.
      const options = {
        schema: fileRouteSchema(endpoint, TAGS, mediaType),
        config: { continuesAfterLogin: true },
      };
      api.get<FileRouteOf<typeof endpoint>>(
        `/orders/:id/${file}`,
        options,
        async (request, reply) => {
          const order = await paidOrderOfDownloader(request, request.params.id);
          if (revokedByRefund && order.status === 'refunded') {
            return answerLicenceRevoked(request, reply);
          }
          const id = order.id;
          const path = await build(id);
          return reply
            .header('cache-control', 'private, no-store')
            .header('content-disposition', attachment(name(id)))
            .type(mediaType)
            .send(createReadStream(path));
        },
      );
    }

    api.get<FileRouteOf<typeof getOrderCreditNotePdf>>(
      '/orders/:id/credit-notes/:number.pdf',
      { schema: fileRouteSchema(getOrderCreditNotePdf, TAGS, 'application/pdf') },
      async (request, reply) => {
        const placed = await paidOrderOfDownloader(request, request.params.id);
        const notes = await ownOrders.creditNotesOf(placed);
        const note = notes.find((candidate) => candidate.number === request.params.number);
        const order = note && (await files.orderRecord(placed.id));
        if (!note || !order) throw new Refused(NO_SUCH_ORDER);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', attachment(`Credit note ${note.number}.pdf`))
          .type('application/pdf')
          .send(await files.renderCreditNote(order, note));
      },
    );
  };
}

/** The file name as a download, safe for any foundry name (RFC 6266 with RFC 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
