import { validateEmailForm, type EmailFormValues } from '../../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import { withMinimumDuration } from '../../security/minimumDuration';
import type { AccountRepository } from './AccountRepository';
import type { PasswordResets } from './PasswordResets';
import { passwordResetMail } from './passwordResetMail';

/** Long enough to cover the enqueue work of the "has an account" branch many times over. */
export const RECOVERY_ANSWER_FLOOR_MS = 200;

/**
 * "Forgot password" (docs/spec.md §2 /user/forget-password): e-mails a reset link to the
 * address if it has an account. The answer is the same, in about the same time, either way,
 * so the form does not tell who has an account.
 */
export class RequestPasswordReset {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'findByEmail'>,
    private readonly resets: PasswordResets,
    private readonly brand: MailBrand,
    private readonly answerFloorMs = RECOVERY_ANSWER_FLOOR_MS,
  ) {}

  async execute(command: EmailFormValues): Promise<Result<void, InvalidForm>> {
    const invalid = invalidForm(validateEmailForm(command));
    if (invalid) return failed(invalid);
    await withMinimumDuration(this.answerFloorMs, async () => {
      const user = await this.accounts.findByEmail(command.email ?? '');
      if (!user) return;
      await this.resets.issue(user.id, (code) => passwordResetMail(user.email, code, this.brand));
    });
    return succeeded(undefined);
  }
}
