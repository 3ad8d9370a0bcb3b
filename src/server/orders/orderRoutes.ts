import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LOGIN_REQUIRED_MESSAGE } from '../accounts/SessionAuth';
import type { AppContext } from '../appContext';
import { HttpError } from '../http/HttpError';
import { orderAnswer } from './orderAnswer';
import { ORDER_NOT_FOUND_MESSAGE } from './orderMessages';
import type { OrderFiles } from './OrderFiles';
import { downloadingUser } from './orderOwner';
import type { OrderRow } from './OrderStore';

/**
 * GET /orders/{id} (the success page), GET /orders/{id}/fonts.zip and
 * GET /orders/{id}/invoice.pdf (DESIGN "The API"). Only the buyer sees an order; anyone else
 * is told it does not exist, so order numbers cannot be probed. Files exist once paid.
 */
export function orderRoutes(
  context: AppContext,
  files: OrderFiles,
): (api: FastifyInstance) => Promise<void> {
  const { auth, db, config, orders } = context;

  const ownOrder = async (id: string, userId: string): Promise<OrderRow> => {
    const order = await orders.find(id);
    if (!order || order.user_id !== userId) {
      throw HttpError.of(404, ORDER_NOT_FOUND_MESSAGE, 'not_found');
    }
    return order;
  };

  const paidOrderOfDownloader = async (
    request: Parameters<typeof downloadingUser>[0],
    id: string,
  ): Promise<OrderRow> => {
    const user = await downloadingUser(request, auth, db);
    if (!user) throw HttpError.of(401, LOGIN_REQUIRED_MESSAGE, 'unauthorized');
    const order = await ownOrder(id, user.id);
    if (order.status !== 'paid') throw HttpError.of(404, ORDER_NOT_FOUND_MESSAGE, 'not_found');
    return order;
  };

  return async (api) => {
    api.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
      const user = await auth.requireUser(request);
      const order = await ownOrder(request.params.id, user.id);
      reply.header('cache-control', 'no-store');
      return orderAnswer(order, config.currencySymbol);
    });

    api.get<{ Params: { id: string } }>('/orders/:id/fonts.zip', async (request, reply) => {
      const order = await paidOrderOfDownloader(request, request.params.id);
      const file = await files.fontsZip(order);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(`${config.foundryName} order ${order.id}.zip`))
        .type('application/zip')
        .send(createReadStream(file));
    });

    api.get<{ Params: { id: string } }>('/orders/:id/invoice.pdf', async (request, reply) => {
      const order = await paidOrderOfDownloader(request, request.params.id);
      const file = await files.invoicePdf(order);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(`Invoice ${order.id}.pdf`))
        .type('application/pdf')
        .send(createReadStream(file));
    });
  };
}

/** The file name as a download, safe for any foundry name (RFC 6266 with RFC 5987). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
