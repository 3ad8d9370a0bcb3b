import {
  validatePasswordSetForm,
  type PasswordSetValues,
} from '../../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import { SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import { hashPassword } from './passwordHashing';
import type { PasswordResets } from './PasswordResets';

export type ResetPasswordFailure =
  | InvalidForm
  /** The code is unknown, used or expired: the customer asks for a new link. */
  | { name: 'ResetCodeInvalid' };

/**
 * The reset link's form (docs/spec.md §2 /user/change-password): sets the new password with
 * the e-mailed code, once. A reset means the old password may be known to someone else, so
 * every session ends (PasswordResets.reset).
 */
export class ResetPassword {
  constructor(private readonly resets: PasswordResets) {}

  async execute(command: PasswordSetValues): Promise<Result<void, ResetPasswordFailure>> {
    const invalid = invalidForm(validatePasswordSetForm(command));
    if (invalid) return failed(invalid);
    const code = command.code ?? '';
    // A code that does not look like one is refused without a database lookup.
    if (!SECRET_TOKEN_PATTERN.test(code)) return failed({ name: 'ResetCodeInvalid' });
    const passwordHash = await hashPassword(command.password ?? '');
    if (!(await this.resets.reset(code, passwordHash))) return failed({ name: 'ResetCodeInvalid' });
    return succeeded(undefined);
  }
}
