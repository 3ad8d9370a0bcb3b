import type { FastifyRequest } from 'fastify';
import { failed, succeeded, type Result } from '../../application/Result';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import type { Account } from '../app/Account';
import type { AccountRepository } from '../app/AccountRepository';
import { LOGIN_REQUIRED, type LoginRequired } from '../app/LoginRequired';

/** The bearer token of a request (docs/spec.md §7: `Authorization: Bearer …`), if it has one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const token = match?.[1];
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Who is calling, for any route module (accounts, orders, checkout, the club page):
 * `currentUser` for routes a guest may also use, `requireUser` for the rest. Sessions live
 * in the database, so any server process can answer any request.
 */
export class SessionAuth {
  constructor(private readonly accounts: Pick<AccountRepository, 'findBySession'>) {}

  async currentUser(request: FastifyRequest): Promise<Account | null> {
    const token = bearerToken(request);
    return token ? ((await this.accounts.findBySession(token)) ?? null) : null;
  }

  /** The caller's account; a guest or an expired or revoked token is LoginRequired. */
  async requireUser(request: FastifyRequest): Promise<Result<Account, LoginRequired>> {
    const user = await this.currentUser(request);
    return user ? succeeded(user) : failed(LOGIN_REQUIRED);
  }
}
