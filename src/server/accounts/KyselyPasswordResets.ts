import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { MailMessage } from '../mail/Mailer';
import type { KyselyMailQueue } from '../mail/KyselyMailQueue';
import type { KyselyAccountRepository } from './KyselyAccountRepository';
import type { PasswordResets } from './PasswordResets';
import { consumeResetCode, createResetCode } from './passwordResetStore';

/**
 * Reset codes in the database (passwordResetStore.ts), each change in one transaction with
 * the account's (KyselyAccountRepository) and the mail queue's writes.
 */
export class KyselyPasswordResets implements PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: KyselyAccountRepository,
    private readonly mailQueue: KyselyMailQueue,
  ) {}

  async issue(userId: string, mail: (code: string) => MailMessage): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const code = await createResetCode(trx, userId);
      await this.mailQueue.enqueue(mail(code), trx);
    });
  }

  reset(code: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const userId = await consumeResetCode(trx, code);
      if (!userId) return false;
      await this.accounts.update(userId, { passwordHash }, trx);
      await this.accounts.endOtherSessions(userId, null, trx);
      return true;
    });
  }
}
