import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from '../../http/sendEncoded';
import type { CachedAnswer } from '../app/answerCache';

/** Shared caches may keep catalogue answers a minute; ETags make the revalidation cheap. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60';

export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string = CATALOGUE_CACHE_CONTROL,
): FastifyReply {
  return sendEncoded(request, reply, {
    body: answer.body,
    etag: answer.etag,
    contentType: 'application/json; charset=utf-8',
    cacheControl,
  });
}
