import type { FastifyRequest } from 'fastify';
import type { Account } from '../../accounts/app/Account';
import type { AccountRepository } from '../../accounts/app/AccountRepository';
import type { SessionAuth } from '../../accounts/http/SessionAuth';
import { loginCookieToken } from '../../accounts/http/loginCookie';

/**
 * Who asks for an order's file: the download buttons and the e-mail's links are plain links,
 * so the browser's login cookie counts too (loginCookie.ts).
 */
export async function downloadingUser(
  request: FastifyRequest,
  auth: SessionAuth,
  sessions: Pick<AccountRepository, 'findBySession'>,
): Promise<Account | null> {
  const fromHeader = await auth.currentUser(request);
  if (fromHeader) return fromHeader;
  const token = loginCookieToken(request);
  return token ? ((await sessions.findBySession(token)) ?? null) : null;
}
