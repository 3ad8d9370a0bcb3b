import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type EncodedBody } from './encodedBody';

/** A body ready to send as it is: compressed once, tagged once. */
export interface EncodedFile {
  body: EncodedBody;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Request headers besides Accept-Encoding the body depends on ('Cookie'). */
  varyAlso?: string;
}

/**
 * Sends the copy the client's Accept-Encoding asks for, or 304 when its If-None-Match names
 * the current ETag: nothing is read or compressed per request.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  file: EncodedFile,
): FastifyReply {
  reply
    .header('etag', file.etag)
    .header('cache-control', file.cacheControl)
    // The body depends on Accept-Encoding: a shared cache must keep one copy per encoding.
    .header('vary', file.varyAlso ? `Accept-Encoding, ${file.varyAlso}` : 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')
  ) {
    return reply.code(304).send();
  }
  const { encoding, bytes } = pickEncoding(file.body, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(file.contentType).send(bytes);
}
