import {
  validatePasswordChangeForm,
  type PasswordChangeValues,
} from '../../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { AccountRepository } from './AccountRepository';
import { hashPassword, verifyPassword } from './passwordHashing';

/** Whose password changes, and the session the change is made from. */
export interface PasswordOwner {
  userId: string;
  /** The stored hash the old password must match. */
  passwordHash: string;
  /** The bearer token of this device, which stays logged in. */
  sessionToken: string | null;
}

export type ChangePasswordFailure =
  | InvalidForm
  /** The old password is not the account's. */
  | { name: 'OldPasswordWrong' };

/**
 * The settings' password change (docs/spec.md §7 `PUT users/change-password`): needs the old
 * password; every other session ends (AccountRepository.changePassword).
 */
export class ChangePassword {
  constructor(private readonly accounts: Pick<AccountRepository, 'changePassword'>) {}

  async execute(
    owner: PasswordOwner,
    command: PasswordChangeValues,
  ): Promise<Result<void, ChangePasswordFailure>> {
    const invalid = invalidForm(validatePasswordChangeForm(command));
    if (invalid) return failed(invalid);
    if (!(await verifyPassword(command.old_password ?? '', owner.passwordHash))) {
      return failed({ name: 'OldPasswordWrong' });
    }
    const passwordHash = await hashPassword(command.password ?? '');
    await this.accounts.changePassword(owner.userId, passwordHash, owner.sessionToken);
    return succeeded(undefined);
  }
}
