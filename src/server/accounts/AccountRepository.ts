import type { NewUser, UserRow } from './userStore';

/**
 * The accounts a registration reads and writes, and the sessions it opens.
 * KyselyAccountRepository is the adapter.
 */
export interface AccountRepository {
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** Creates the account; throws when the address is taken meanwhile (a unique index). */
  create(user: NewUser): Promise<UserRow>;
  /** Starts a session and answers its bearer token. */
  openSession(userId: string): Promise<string>;
}
