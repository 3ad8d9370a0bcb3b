import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answerCache';
import { pickEncoding } from './encodedBody';

/** Shared caches may keep catalogue answers a minute; ETags make the revalidation cheap. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60';

export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string = CATALOGUE_CACHE_CONTROL,
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    // The body depends on Accept-Encoding: a shared cache must keep one copy per encoding.
    .header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')
  ) {
    return reply.code(304).send();
  }
  const { encoding, bytes } = pickEncoding(answer.body, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(bytes);
}
