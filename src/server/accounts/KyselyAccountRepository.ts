import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { MailMessage } from '../mail/Mailer';
import type { MailQueue } from '../mail/MailQueue';
import type { AccountRepository } from './AccountRepository';
import type { PersonalInfo } from './personalInfo';
import { withdrawResetCodes } from './passwordResetStore';
import { createSession, findSessionUser, revokeOtherSessions, revokeSession } from './sessionStore';
import { createUser, findUserByEmail, updateUser, type NewUser, type UserRow } from './userStore';

/** Accounts and sessions in the database (userStore.ts, sessionStore.ts, passwordResetStore.ts). */
export class KyselyAccountRepository implements AccountRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailQueue: MailQueue,
  ) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.db, email);
  }

  findBySession(token: string): Promise<UserRow | undefined> {
    return findSessionUser(this.db, token);
  }

  create(user: NewUser): Promise<UserRow> {
    return createUser(this.db, user);
  }

  openSession(userId: string): Promise<string> {
    return createSession(this.db, userId);
  }

  closeSession(token: string): Promise<void> {
    return revokeSession(this.db, token);
  }

  async changeEmail(userId: string, email: string, notice: MailMessage): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { email });
      await withdrawResetCodes(trx, userId);
      await this.mailQueue.enqueue(notice, trx);
    });
  }

  async changePassword(userId: string, passwordHash: string, keepToken: string | null) {
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { passwordHash });
      await withdrawResetCodes(trx, userId);
    });
    await revokeOtherSessions(this.db, userId, keepToken);
  }

  async savePersonalInfo(userId: string, personalInfo: PersonalInfo): Promise<void> {
    await updateUser(this.db, userId, { personalInfo });
  }
}
