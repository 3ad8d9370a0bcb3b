import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { MailMessage } from '../../mail/app/Mailer';
import type { KyselyMailQueue } from '../../mail/adapters/KyselyMailQueue';
import { hashSecretToken, newSecretToken } from '../../security/secretTokens';
import { normaliseEmail } from '../app/emailAddress';
import type { EmailChangeLinks, EmailChangeOutcome } from '../app/EmailChangeLinks';
import type { KyselyAccountRepository } from './KyselyAccountRepository';

/** A confirmation link works for a day, once. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Pending e-mail changes in the database (email_change_links), their codes kept as
 * password reset codes are (KyselyPasswordResets): only the SHA-256 is stored, and each
 * change runs in one transaction with the account's and the mail queue's writes.
 */
export class KyselyEmailChangeLinks implements EmailChangeLinks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: KyselyAccountRepository,
    private readonly mailQueue: KyselyMailQueue,
  ) {}

  async issue(
    userId: string,
    newEmail: string,
    now: Date,
    mail: (code: string) => MailMessage,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('email_change_links')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      const code = newSecretToken();
      await trx
        .insertInto('email_change_links')
        .values({
          code_hash: hashSecretToken(code),
          user_id: userId,
          new_email: normaliseEmail(newEmail),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS).toISOString(),
          used_at: null,
        })
        .execute();
      await this.mailQueue.enqueue(mail(code), trx);
    });
  }

  confirm(
    code: string,
    now: Date,
    notice: (oldEmail: string) => MailMessage,
  ): Promise<EmailChangeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const codeHash = hashSecretToken(code);
      const link = await trx
        .selectFrom('email_change_links')
        .innerJoin('users', 'users.id', 'email_change_links.user_id')
        .select(['email_change_links.user_id', 'email_change_links.new_email', 'users.email'])
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!link) return { status: 'invalid' };
      // The conditional update makes two simultaneous uses of one code end with one winner.
      const used = await trx
        .updateTable('email_change_links')
        .set({ used_at: now.toISOString() })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { status: 'invalid' };
      // The address was free when the link was sent; it is looked at again now, because
      // someone may have registered it since (users.email is unique as well).
      const owner = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', link.new_email)
        .executeTakeFirst();
      if (owner && owner.id !== link.user_id) return { status: 'taken' };
      if (link.email !== link.new_email) {
        await this.accounts.update(link.user_id, { email: link.new_email }, trx);
        await this.accounts.withdrawResetCodes(link.user_id, trx);
        await this.mailQueue.enqueue(notice(link.email), trx);
      }
      return { status: 'changed', userId: link.user_id, email: link.new_email };
    });
  }
}
