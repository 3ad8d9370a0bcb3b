import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { AccountRepository } from './AccountRepository';
import { createSession } from './sessionStore';
import { createUser, findUserByEmail, type NewUser, type UserRow } from './userStore';

/** Accounts and sessions in the database (userStore.ts, sessionStore.ts). */
export class KyselyAccountRepository implements AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.db, email);
  }

  create(user: NewUser): Promise<UserRow> {
    return createUser(this.db, user);
  }

  openSession(userId: string): Promise<string> {
    return createSession(this.db, userId);
  }
}
