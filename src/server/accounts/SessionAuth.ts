import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { HttpError } from '../http/HttpError';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import { findSessionUser } from './sessionStore';
import type { UserRow } from './userStore';

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
  constructor(private readonly db: Kysely<Database>) {}

  async currentUser(request: FastifyRequest): Promise<UserRow | null> {
    const token = bearerToken(request);
    return token ? ((await findSessionUser(this.db, token)) ?? null) : null;
  }

  /** 401 for a guest or an expired or revoked token (the browser then clears its session). */
  async requireUser(request: FastifyRequest): Promise<UserRow> {
    const user = await this.currentUser(request);
    if (!user) throw HttpError.of(401, LOGIN_REQUIRED_MESSAGE, 'unauthorized');
    return user;
  }

  /** 401 for a guest, 403 for a customer who is not in the club. */
  async requireClubMember(request: FastifyRequest): Promise<UserRow> {
    const user = await this.requireUser(request);
    if (user.club_member !== 1) throw HttpError.of(403, CLUB_MEMBERS_ONLY_MESSAGE, 'forbidden');
    return user;
  }
}
