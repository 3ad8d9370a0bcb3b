import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import type { Account } from './Account';
import type { AccountRepository } from './AccountRepository';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const CLUB_MEMBERS_ONLY_MESSAGE = 'This page is for club members only.';

/** The bearer token of a request (docs/spec.md §7: `Authorization: Bearer …`), if it has one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const token = match?.[1];
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Who is calling, for any route module (accounts, orders, checkout, the club page):
 * `currentUser` for routes a guest may also use, `requireUser` / `requireClubMember` for the
 * rest. Sessions live in the database, so any server process can answer any request.
 */
export class SessionAuth {
  constructor(private readonly accounts: Pick<AccountRepository, 'findBySession'>) {}

  async currentUser(request: FastifyRequest): Promise<Account | null> {
    const token = bearerToken(request);
    return token ? ((await this.accounts.findBySession(token)) ?? null) : null;
  }

  /** 401 for a guest or an expired or revoked token (the browser then clears its session). */
  async requireUser(request: FastifyRequest): Promise<Account> {
    const user = await this.currentUser(request);
    if (!user) throw HttpError.of(401, LOGIN_REQUIRED_MESSAGE, 'unauthorized');
    return user;
  }

  /** 401 for a guest, 403 for a customer who is not in the club. */
  async requireClubMember(request: FastifyRequest): Promise<Account> {
    const user = await this.requireUser(request);
    if (!user.clubMember) throw HttpError.of(403, CLUB_MEMBERS_ONLY_MESSAGE, 'forbidden');
    return user;
  }
}
