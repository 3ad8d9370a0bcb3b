import type { FastifyRequest } from 'fastify';
import type { Account } from '../accounts/Account';
import type { AccountRepository } from '../accounts/AccountRepository';
import type { SessionAuth } from '../accounts/SessionAuth';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';

/** The browser's login cookie (src/infrastructure/storage/CookieTokenStore). */
const LOGIN_TOKEN_COOKIE = 'token';

/**
 * Who asks for an order's file. The download buttons and the e-mail's links are plain
 * links, which carry no Authorization header, so the browser's login cookie (SameSite=Lax:
 * sent on a top-level navigation, not by another site's page) counts too. Only for these
 * GET downloads: anything that changes state still needs the header and the XSRF check.
 */
export async function downloadingUser(
  request: FastifyRequest,
  auth: SessionAuth,
  sessions: Pick<AccountRepository, 'findBySession'>,
): Promise<Account | null> {
  const fromHeader = await auth.currentUser(request);
  if (fromHeader) return fromHeader;
  const token = request.cookies[LOGIN_TOKEN_COOKIE];
  if (!token || !SECRET_TOKEN_PATTERN.test(token)) return null;
  return (await sessions.findBySession(token)) ?? null;
}
