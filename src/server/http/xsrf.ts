import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody, errorItem } from '../../domain/errors/ErrorItem';
import { newSecretToken } from '../security/secretTokens';
import { API_PREFIX, pathOf } from './apiPaths';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_FORBIDDEN_MESSAGE = 'Invalid or missing XSRF token. Please reload the page.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Payment providers call webhooks without our cookie; they prove themselves by signature. */
const EXEMPT_PREFIX = `${API_PREFIX}/webhooks/`;

/**
 * Double-submit cookie (DESIGN.md): the page's JavaScript can read the XSRF-TOKEN cookie
 * and echo it in X-XSRF-TOKEN; another site can make the browser send the cookie but
 * cannot read it, so it cannot forge the header.
 */
export function installXsrfProtection(app: FastifyInstance, secureCookie: boolean): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const cookie = request.cookies[XSRF_COOKIE];

    // Only answers that are never shared by a cache hand out the cookie: the pages and the
    // settings call every page makes first. A Set-Cookie on a public, cacheable answer
    // (catalogue JSON, fonts, images) would be stored and replayed to other visitors.
    if (!cookie && issuesToken(request.method, path)) {
      reply.setCookie(XSRF_COOKIE, newSecretToken(), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: secureCookie,
      });
    }

    if (SAFE_METHODS.has(request.method)) return;
    if (!path.startsWith(`${API_PREFIX}/`) || path.startsWith(EXEMPT_PREFIX)) return;

    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return reply
        .code(403)
        .type('application/json')
        .send(apiErrorBody([errorItem(null, XSRF_FORBIDDEN_MESSAGE, 'xsrf')]));
    }
  });
}

const SETTINGS_PATH = `${API_PREFIX}/settings`;

function issuesToken(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === SETTINGS_PATH) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const isFile = lastSegment.includes('.');
  return !path.startsWith(`${API_PREFIX}/`) && !isFile && !path.startsWith('/dev/');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
