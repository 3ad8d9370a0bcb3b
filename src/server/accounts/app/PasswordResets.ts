import type { MailMessage } from '../../mail/app/Mailer';

/**
 * Password reset codes, as "forgot password" and the reset link's form need them.
 * KyselyPasswordResets is the adapter.
 */
export interface PasswordResets {
  /**
   * A new code for the account, which withdraws its other codes, and the queued e-mail that
   * carries it (`mail` writes it around the code), all or nothing.
   */
  issue(userId: string, mail: (code: string) => MailMessage): Promise<void>;
  /**
   * Uses the code up and sets the account's password, ending every session (whoever knew
   * the old password is logged out), all or nothing: false for an unknown, used or expired
   * code, which changes nothing.
   */
  reset(code: string, passwordHash: string): Promise<boolean>;
}
