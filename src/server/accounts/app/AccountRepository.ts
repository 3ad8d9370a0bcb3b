import type { MailMessage } from '../../mail/app/Mailer';
import type { Account, NewAccount } from './Account';
import type { PersonalInfo } from './personalInfo';

/**
 * Customers' accounts and their sessions, as the account routes and the registration and
 * checkout use cases need them, as records (Account). KyselyAccountRepository is the adapter.
 */
export interface AccountRepository {
  findByEmail(email: string): Promise<Account | undefined>;
  /** The account of a bearer token's session, while the session lasts. */
  findBySession(token: string): Promise<Account | undefined>;
  /** Creates the account; throws when the address is taken meanwhile (a unique index). */
  create(account: NewAccount): Promise<Account>;
  /** Starts a session and answers its bearer token. */
  openSession(userId: string): Promise<string>;
  /** The same for a session of its own length (a staff member's is shorter). */
  openSessionLasting(userId: string, lifetimeMs: number): Promise<string>;
  /** Ends the session of a bearer token (an unknown one is already ended). */
  closeSession(token: string): Promise<void>;
  /**
   * Changes the address, withdraws every password reset link and queues `notice` to the
   * old address, all or nothing.
   */
  changeEmail(userId: string, email: string, notice: MailMessage): Promise<void>;
  /**
   * Changes the password, withdraws every reset link, and ends every session but the one
   * of `keepToken` (whoever else knew the old password is logged out).
   */
  changePassword(userId: string, passwordHash: string, keepToken: string | null): Promise<void>;
  /** Replaces the saved personal info (checkout's step 2 is prefilled from it). */
  savePersonalInfo(userId: string, personalInfo: PersonalInfo): Promise<void>;
}
