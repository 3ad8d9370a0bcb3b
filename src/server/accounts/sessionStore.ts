import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { hashSecretToken, newSecretToken } from '../security/secretTokens';
import type { UserRow } from './userStore';

/** A login lasts a month; logging out or changing the password ends it sooner. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session and returns its bearer token (the only time the token exists server-side). */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSecretToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashSecretToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashSecretToken(token)).execute();
}

/** After a password change every other device must log in again. */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepToken: string | null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashSecretToken(keepToken));
  await query.execute();
}
