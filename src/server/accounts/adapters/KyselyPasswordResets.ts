import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { MailMessage } from '../../mail/app/Mailer';
import type { KyselyMailQueue } from '../../mail/adapters/KyselyMailQueue';
import { hashSecretToken, newSecretToken } from '../../security/secretTokens';
import type { KyselyAccountRepository } from './KyselyAccountRepository';
import type { PasswordResets } from '../app/PasswordResets';

/** A reset link works for an hour, once. */
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Reset codes in the database (password_resets), each change in one transaction with the
 * account's (KyselyAccountRepository, which also withdraws an account's codes) and the mail
 * queue's writes. `executor` is a caller's transaction, the database by default.
 */
export class KyselyPasswordResets implements PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: KyselyAccountRepository,
    private readonly mailQueue: KyselyMailQueue,
  ) {}

  async issue(userId: string, mail: (code: string) => MailMessage): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const code = await this.createCode(userId, trx);
      await this.mailQueue.enqueue(mail(code), trx);
    });
  }

  reset(code: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const userId = await this.consume(code, trx);
      if (!userId) return false;
      await this.accounts.update(userId, { passwordHash }, trx);
      await this.accounts.endOtherSessions(userId, null, trx);
      return true;
    });
  }

  /**
   * A new code; every other outstanding code of the user stops working. Run it inside a
   * transaction (`issue` does), so that the two steps count as one.
   */
  async createCode(userId: string, executor: Kysely<Database> = this.db): Promise<string> {
    await this.accounts.withdrawResetCodes(userId, executor);
    const code = newSecretToken();
    const now = Date.now();
    await executor
      .insertInto('password_resets')
      .values({
        code_hash: hashSecretToken(code),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + RESET_CODE_LIFETIME_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return code;
  }

  /**
   * Uses the code up and returns its user, or null for an unknown, used or expired code; the
   * user's other codes are withdrawn with it. The conditional update makes two simultaneous
   * uses of one code end with exactly one winner.
   */
  async consume(code: string, executor: Kysely<Database> = this.db): Promise<string | null> {
    const codeHash = hashSecretToken(code);
    const now = new Date().toISOString();
    const reset = await executor
      .selectFrom('password_resets')
      .select('user_id')
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!reset) return null;
    const result = await executor
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    await this.accounts.withdrawResetCodes(reset.user_id, executor);
    return reset.user_id;
  }
}
