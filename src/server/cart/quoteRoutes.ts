import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { getCartQuote, postCartPdf } from '../../contract/cart';
import type { SessionAuth } from '../accounts/SessionAuth';
import { API_PREFIX } from '../http/apiPaths';
import { HttpError } from '../http/HttpError';
import { valueOrRefuse } from '../http/Refused';
import { fileRouteSchema, routeSchema, type FileRouteOf, type RouteOf } from '../http/routeSchema';
import type { CartPricer } from './CartPricer';
import { QUOTE_NOT_FOUND_MESSAGE } from './cartMessages';
import type { CartRepository } from './CartRepository';
import { absentBodyAsEmpty, pricedCartToActOn } from './currentCart';
import { quoteNumber } from './quoteDocument';
import type { QuotePdfFiles } from './QuotePdfFiles';
import type { QuoteRepository } from './QuoteRepository';

export interface QuoteRouteDependencies {
  pricer: CartPricer;
  carts: CartRepository;
  auth: SessionAuth;
  quotes: QuoteRepository;
  files: QuotePdfFiles;
}

export function quotePath(id: string): string {
  return `${API_PREFIX}/cart/quotes/${id}.pdf`;
}

/** "Download cart as PDF quote" (docs/spec.md §2, §7 POST cart/pdf → url the browser navigates to). */
export function quoteRoutes(deps: QuoteRouteDependencies): (api: FastifyInstance) => Promise<void> {
  const { pricer, carts, auth, quotes, files } = deps;
  return async (api) => {
    const pdfOptions = {
      preValidation: absentBodyAsEmpty,
      schema: routeSchema(postCartPdf, ['cart']),
    };
    api.post<RouteOf<typeof postCartPdf>>('/cart/pdf', pdfOptions, async (request, reply) => {
      const answer = valueOrRefuse(
        await pricedCartToActOn(request, request.body, { pricer, carts, auth }),
      );
      const quote = await quotes.create(answer);
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
        const quote = await quotes.find(id);
        if (!quote) throw HttpError.of(404, QUOTE_NOT_FOUND_MESSAGE, 'not_found');
        const file = await files.pathOf(quote);
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${quoteNumber(quote)}.pdf"`)
            // The quote never changes; the link is its owner's secret, so no shared cache.
            .header('cache-control', 'private, max-age=86400')
            .send(createReadStream(file))
        );
      },
    );
  };
}
