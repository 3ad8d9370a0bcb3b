import type { FastifyRequest } from 'fastify';
import { newSecretToken } from '../security/secretTokens';

/**
 * A request the server makes of itself (Fastify's inject): a page render's API calls, the
 * background warm-up of rendered pages. They are marked with a header carrying a secret made
 * at start, which no client can know, so no client can pass for one.
 */
const HEADER = 'x-in-process';
const SECRET = newSecretToken();

/** The headers that mark a request as the server's own. */
export function inProcessHeaders(): Record<string, string> {
  return { [HEADER]: SECRET };
}

/** Whether this request is the server's own: not logged, and a warm-up may spend more CPU. */
export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}
