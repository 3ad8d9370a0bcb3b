import {
  validateEmailChangeForm,
  type EmailChangeValues,
} from '../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../application/InvalidForm';
import { failed, succeeded, type Result } from '../application/Result';
import type { MailBrand } from '../mail/mailLayout';
import type { AccountRepository } from './AccountRepository';
import type { Customer } from './Customer';
import { normaliseEmail } from './emailAddress';
import { emailChangedMail } from './emailChangedMail';
import { verifyPassword } from './passwordHashing';

export type ChangeEmailFailure =
  | InvalidForm
  /** The current password given is not the account's. */
  | { name: 'EmailChangePasswordWrong' }
  /** Another account has this address. */
  | { name: 'EmailTaken' };

/**
 * The settings' e-mail change (docs/spec.md §7 `PUT users`), with the account's current
 * password (docs/security.md "Account settings"): a wrong one is refused before the address
 * is looked at, so only the account's owner learns whether another account has it. The old
 * address is told, and its reset links stop working (AccountRepository.changeEmail); saving
 * the same address changes nothing and e-mails no one.
 */
export class ChangeEmail {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'findByEmail' | 'changeEmail'>,
    private readonly brand: MailBrand,
  ) {}

  async execute(
    customer: Customer,
    passwordHash: string,
    command: EmailChangeValues,
  ): Promise<Result<void, ChangeEmailFailure>> {
    const invalid = invalidForm(validateEmailChangeForm(command));
    if (invalid) return failed(invalid);
    if (!(await verifyPassword(command.current_password ?? '', passwordHash))) {
      return failed({ name: 'EmailChangePasswordWrong' });
    }
    const email = command.email ?? '';
    const owner = await this.accounts.findByEmail(email);
    if (owner && owner.id !== customer.id) return failed({ name: 'EmailTaken' });
    if (normaliseEmail(email) !== customer.email) {
      const notice = emailChangedMail(customer.email, this.brand);
      await this.accounts.changeEmail(customer.id, email, notice);
    }
    return succeeded(undefined);
  }
}
