import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCartQuote, postCartPdf } from '../../../contract/cart';
import { API_PREFIX } from '../../http/apiPaths';
import { valueOrRefuse } from '../../http/Refused';
import type { FreeDiskGuard } from '../../storage/FreeDiskGuard';
import { rateLimitedTo } from '../../http/rateLimits';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { absentBodyAsEmpty } from './absentBodyAsEmpty';
import { parseCartRequest } from './parseCartRequest';
import type { CartCaller } from '../app/CartCaller';
import type { CartUseCases } from '../cartUseCases';
import { quoteNumber } from '../app/quoteDocument';

export function quotePath(id: string): string {
  return `${API_PREFIX}/cart/quotes/${id}.pdf`;
}

/** "Download cart as PDF quote" (docs/spec.md §2, §7 POST cart/pdf → url the browser navigates to). */
export function quoteRoutes(
  { quoteCart, openQuote }: Pick<CartUseCases, 'quoteCart' | 'openQuote'>,
  callerOf: (request: FastifyRequest) => Promise<CartCaller>,
  /** Quotes a client may make per minute (DOCUMENT_RATE_LIMIT_MAX). */
  quotesPerMinute: number,
  /** A new quote is refused while the disk is short of space (its row and its PDF fill it). */
  freeDisk: Pick<FreeDiskGuard, 'refuseWhenShort'>,
): (api: FastifyInstance) => Promise<void> {
  return async (api) => {
    const pdfOptions = {
      ...rateLimitedTo(quotesPerMinute),
      preValidation: absentBodyAsEmpty,
      schema: routeSchema(postCartPdf, ['cart']),
    };
    api.post<RouteOf<typeof postCartPdf>>('/cart/pdf', pdfOptions, async (request, reply) => {
      await freeDisk.refuseWhenShort();
      const caller = await callerOf(request);
      const selection =
        'cart' in request.body ? valueOrRefuse(parseCartRequest(request.body)) : null;
      const quote = valueOrRefuse(await quoteCart.execute({ selection, caller }));
      reply.header('cache-control', 'private, no-store');
      return { url: quotePath(quote.id) };
    });

    const quoteOptions = {
      config: { linkSecrets: ['file'] },
      schema: fileRouteSchema(getCartQuote, ['cart'], 'application/pdf'),
    };
    api.get<FileRouteOf<typeof getCartQuote>>(
      '/cart/quotes/:file',
      quoteOptions,
      async (request, reply) => {
        const id = /^(.+)\.pdf$/.exec(request.params.file)?.[1] ?? '';
        const { quote, path } = valueOrRefuse(await openQuote.execute(id));
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${quoteNumber(quote)}.pdf"`)
            // The quote never changes; the link is its owner's secret, so no shared cache.
            .header('cache-control', 'private, max-age=86400')
            .send(createReadStream(path))
        );
      },
    );
  };
}
