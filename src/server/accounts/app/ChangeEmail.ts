import {
  EMAIL_UNCHANGED_MESSAGE,
  emailChangeLinkSentMessage,
  validateEmailChangeForm,
  type EmailChangeValues,
} from '../../../domain/validation/accountForms';
import type { Clock } from '../../application/Clock';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import { withMinimumDuration } from '../../security/minimumDuration';
import type { AccountRepository } from './AccountRepository';
import type { Customer } from './Customer';
import type { EmailChangeLinks } from './EmailChangeLinks';
import { normaliseEmail } from './emailAddress';
import { emailChangeLinkMail } from './emailChangeLinkMail';
import { emailTakenNoticeMail } from './emailTakenNoticeMail';
import { verifyPassword } from './passwordHashing';
import { RECOVERY_ANSWER_FLOOR_MS } from './RequestPasswordReset';

export type ChangeEmailFailure =
  | InvalidForm
  /** The current password given is not the account's. */
  | { name: 'EmailChangePasswordWrong' };

export interface ChangeEmailPorts {
  accounts: Pick<AccountRepository, 'findByEmail'>;
  links: EmailChangeLinks;
  mail: Pick<MailQueue, 'enqueue'>;
  brand: MailBrand;
  clock: Clock;
  /** The least time an answer about another address takes; tests pass 0. */
  answerFloorMs?: number;
}

/**
 * The settings' e-mail change (docs/spec.md §7 `PUT users`), with the account's current
 * password (docs/security.md "Account settings"). The address never changes here: a free one
 * is sent a link that changes it (ConfirmEmailChange), a taken one's owner a notice without
 * one, and the answer (the note the page shows), in about the same time, is the same either
 * way, so the form does not tell who has an account. Saving the same address e-mails no one.
 */
export class ChangeEmail {
  constructor(private readonly ports: ChangeEmailPorts) {}

  async execute(
    customer: Customer,
    passwordHash: string,
    command: EmailChangeValues,
  ): Promise<Result<string, ChangeEmailFailure>> {
    const invalid = invalidForm(validateEmailChangeForm(command));
    if (invalid) return failed(invalid);
    if (!(await verifyPassword(command.current_password ?? '', passwordHash))) {
      return failed({ name: 'EmailChangePasswordWrong' });
    }
    const email = normaliseEmail(command.email ?? '');
    if (email === customer.email) return succeeded(EMAIL_UNCHANGED_MESSAGE);
    const { accounts, links, mail, brand, clock } = this.ports;
    await withMinimumDuration(this.ports.answerFloorMs ?? RECOVERY_ANSWER_FLOOR_MS, async () => {
      if (await accounts.findByEmail(email)) {
        await mail.enqueue(emailTakenNoticeMail(email, brand));
        return;
      }
      await links.issue(customer.id, email, clock.now(), (code) =>
        emailChangeLinkMail(email, code, brand),
      );
    });
    return succeeded(emailChangeLinkSentMessage(email));
  }
}
