import type { MailMessage } from '../../mail/app/Mailer';

/** What opening an e-mail change link did. */
export type EmailChangeOutcome =
  /** The account now has the address; its old address was told. */
  | { status: 'changed'; userId: string; email: string }
  /** The code is unknown, used or expired: nothing changed. */
  | { status: 'invalid' }
  /** Another account took the address since the link was sent: the code is used up. */
  | { status: 'taken' };

/**
 * Pending e-mail changes, each waiting for its link to be opened (docs/security.md "Account
 * settings"). KyselyEmailChangeLinks is the adapter.
 */
export interface EmailChangeLinks {
  /**
   * A new link code that moves the account to `newEmail`, which withdraws the account's other
   * pending changes, and the queued e-mail that carries it (`mail` writes it around the
   * code), all or nothing.
   */
  issue(
    userId: string,
    newEmail: string,
    now: Date,
    mail: (code: string) => MailMessage,
  ): Promise<void>;
  /**
   * Uses the code up and, if no other account has the address by now, moves the account to
   * it, withdraws its reset links and queues `notice` (written for the old address), all or
   * nothing.
   */
  confirm(
    code: string,
    now: Date,
    notice: (oldEmail: string) => MailMessage,
  ): Promise<EmailChangeOutcome>;
}
