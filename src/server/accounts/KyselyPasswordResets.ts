import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { MailMessage } from '../mail/Mailer';
import type { MailQueue } from '../mail/MailQueue';
import type { PasswordResets } from './PasswordResets';
import { consumeResetCode, createResetCode } from './passwordResetStore';
import { revokeOtherSessions } from './sessionStore';
import { updateUser } from './userStore';

/** Reset codes in the database (passwordResetStore.ts), each change in one transaction. */
export class KyselyPasswordResets implements PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailQueue: MailQueue,
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
      await updateUser(trx, userId, { passwordHash });
      await revokeOtherSessions(trx, userId, null);
      return true;
    });
  }
}
