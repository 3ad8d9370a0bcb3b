import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../../contract/errorAnswer';
import { errorItem } from '../../domain/errors/ErrorItem';
import { newSecretToken } from '../security/secretTokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_FORBIDDEN_MESSAGE = 'Invalid or missing XSRF token. Please reload the page.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives a visitor without one the XSRF-TOKEN cookie. Only answers that no cache shares
     * call it: the pages and the settings call every page makes first. A Set-Cookie on a
     * public, cacheable answer (catalogue JSON, fonts, images) would be stored and replayed
     * to other visitors.
     */
    handOutXsrfToken(): FastifyReply;
  }
}

/**
 * Double-submit cookie (docs/design.md): the page's JavaScript can read the XSRF-TOKEN cookie
 * and echo it in X-XSRF-TOKEN; another site can make the browser send the cookie but
 * cannot read it, so it cannot forge the header. Written here rather than taken from
 * @fastify/csrf-protection: docs/decisions/0015-xsrf-double-submit-cookie.md says why.
 *
 * Every request with a method that may change state must carry the token, whatever its
 * path, unless the route the router matched says it proves itself otherwise (webhooks,
 * by signature). Deciding on the method and the matched route, never on the URL's text,
 * leaves no spelling of a path (`/%61pi/v1/cart`, `/api/%761/cart`) that skips the check.
 */
export function installXsrfProtection(app: FastifyInstance, secureCookie: boolean): void {
  app.decorateReply('handOutXsrfToken', function (this: FastifyReply) {
    if (!this.request.cookies[XSRF_COOKIE]) {
      this.setCookie(XSRF_COOKIE, newSecretToken(), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: secureCookie,
      });
    }
    return this;
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.xsrfExempt) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return reply
        .code(403)
        .type('application/json')
        .send(apiErrorBody([errorItem(null, XSRF_FORBIDDEN_MESSAGE, 'xsrf')]));
    }
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
