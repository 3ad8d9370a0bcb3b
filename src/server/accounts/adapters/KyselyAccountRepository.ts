import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { MailMessage } from '../../mail/app/Mailer';
import type { KyselyMailQueue } from '../../mail/adapters/KyselyMailQueue';
import { hashSecretToken, newSecretToken } from '../../security/secretTokens';
import type { Account, NewAccount } from '../app/Account';
import { accountOf } from './accountOf';
import type { AccountRepository } from '../app/AccountRepository';
import { normaliseEmail } from '../app/emailAddress';
import type { PersonalInfo } from '../app/personalInfo';

/** A login lasts a month; logging out or changing the password ends it sooner. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What an account change sets; an absent field is kept. */
export interface AccountChanges {
  email?: string;
  passwordHash?: string;
  clubMember?: boolean;
  personalInfo?: PersonalInfo;
}

/**
 * Accounts (users) and their login sessions in the database: the Kysely adapter of
 * AccountRepository; the use cases get records (Account), never rows. The other account
 * adapters write an account inside their own transactions (KyselyPasswordResets,
 * KyselyClubEnrolments): `executor` is that transaction, the database by default. The
 * withdrawal of an account's reset codes is here too, because changing the password or the
 * address does it; KyselyPasswordResets, which issues and uses the codes, calls it.
 */
export class KyselyAccountRepository implements AccountRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailQueue: KyselyMailQueue,
  ) {}

  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row && accountOf(row);
  }

  /** An expired session answers exactly as an unknown one (the sweep deletes it later). */
  async findBySession(token: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', hashSecretToken(token))
      .where('sessions.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row && accountOf(row);
  }

  async create(account: NewAccount, executor: Kysely<Database> = this.db): Promise<Account> {
    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      email: normaliseEmail(account.email),
      password_hash: account.passwordHash,
      club_member: account.clubMember ? 1 : 0,
      personal_info_json: JSON.stringify(account.personalInfo ?? {}),
      role: 'customer',
      totp_secret: null,
      totp_last_step: null,
      created_at: now,
      updated_at: now,
    };
    await executor.insertInto('users').values(row).execute();
    return accountOf(row);
  }

  async update(id: string, changes: AccountChanges, executor: Kysely<Database> = this.db) {
    await executor
      .updateTable('users')
      .set({
        updated_at: new Date().toISOString(),
        ...(changes.email !== undefined && { email: normaliseEmail(changes.email) }),
        ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
        ...(changes.clubMember !== undefined && { club_member: changes.clubMember ? 1 : 0 }),
        ...(changes.personalInfo !== undefined && {
          personal_info_json: JSON.stringify(changes.personalInfo),
        }),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Answers the bearer token: the only time it exists server-side (only its hash is stored).
   * `lifetimeMs`: a staff member's login is shorter than a customer's month.
   */
  async openSession(
    userId: string,
    executor: Kysely<Database> = this.db,
    lifetimeMs = SESSION_LIFETIME_MS,
  ): Promise<string> {
    const token = newSecretToken();
    const now = Date.now();
    await executor
      .insertInto('sessions')
      .values({
        token_hash: hashSecretToken(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + lifetimeMs).toISOString(),
      })
      .execute();
    return token;
  }

  async openSessionLasting(userId: string, lifetimeMs: number): Promise<string> {
    return this.openSession(userId, this.db, lifetimeMs);
  }

  async closeSession(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', hashSecretToken(token)).execute();
  }

  /** Every session of the user but `keepToken`'s (null: all of them) ends. */
  async endOtherSessions(
    userId: string,
    keepToken: string | null,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    let query = executor.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken) query = query.where('token_hash', '!=', hashSecretToken(keepToken));
    await query.execute();
  }

  /**
   * Ends every code of the user not used yet. A code is a key to the account as it was when
   * it was sent: a newer code, a reset, or a new password or e-mail address makes the others
   * worthless, so an old e-mail in a mailbox someone else reads opens nothing.
   */
  async withdrawResetCodes(userId: string, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .deleteFrom('password_resets')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }

  async changeEmail(userId: string, email: string, notice: MailMessage): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.update(userId, { email }, trx);
      await this.withdrawResetCodes(userId, trx);
      await this.mailQueue.enqueue(notice, trx);
    });
  }

  async changePassword(userId: string, passwordHash: string, keepToken: string | null) {
    await this.db.transaction().execute(async (trx) => {
      await this.update(userId, { passwordHash }, trx);
      await this.withdrawResetCodes(userId, trx);
    });
    await this.endOtherSessions(userId, keepToken);
  }

  async savePersonalInfo(userId: string, personalInfo: PersonalInfo): Promise<void> {
    await this.update(userId, { personalInfo });
  }
}
