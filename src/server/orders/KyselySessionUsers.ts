import type { Kysely } from 'kysely';
import { findSessionUser } from '../accounts/sessionStore';
import type { UserRow } from '../accounts/userStore';
import type { Database } from '../database/schema';
import type { SessionUsers } from './orderOwner';

/** Login sessions in the database (sessionStore.ts), for the downloads' login cookie. */
export class KyselySessionUsers implements SessionUsers {
  constructor(private readonly db: Kysely<Database>) {}

  userOfToken(token: string): Promise<UserRow | undefined> {
    return findSessionUser(this.db, token);
  }
}
