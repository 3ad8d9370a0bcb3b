import type { FastifyRequest } from 'fastify';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';

/** The browser's login cookie (src/infrastructure/storage/CookieTokenStore). */
const LOGIN_TOKEN_COOKIE = 'token';

/**
 * The login token in the browser's login cookie, for a file a plain link downloads (an
 * order's fonts, an invoice, a credit note, a tax return's CSV): a link carries no
 * Authorization header. SameSite=Lax sends the cookie on a top-level navigation, not with
 * another site's requests. Only GET downloads read it; anything that changes state still
 * needs the header and the XSRF check. Null when there is none, or it is not a token.
 */
export function loginCookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[LOGIN_TOKEN_COOKIE];
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}
