import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../../../contract/errorAnswer';
import { errorItem } from '../../../domain/errors/ErrorItem';
import { escapeHtml } from '../../markup/escapeHtml';

export const LICENCE_REFUNDED_MESSAGE =
  'This order was refunded, so its licences are revoked and its fonts can no longer be downloaded.';

/**
 * The answer for the fonts of a refunded order: 410 Gone, as a short page for a browser that
 * followed a link (the receipt's, the orders page's) and in the one error shape for an API
 * client (docs/back-office.md "Refunds").
 */
export function answerLicenceRevoked(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.code(410).header('cache-control', 'private, no-store');
  if ((request.headers.accept ?? '').includes('text/html')) {
    const message = escapeHtml(LICENCE_REFUNDED_MESSAGE);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Licence revoked</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">` +
          `<h1>Licence revoked</h1><p>${message}</p><p><a href="/user/orders">Your orders</a></p></body></html>`,
      );
  }
  return reply.send(apiErrorBody([errorItem(null, LICENCE_REFUNDED_MESSAGE, 'refunded')]));
}
