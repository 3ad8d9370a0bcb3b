import { validateLoginForm, type LoginFormValues } from '../../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import { noteSignIn, type SignInNoting } from '../../signIns/app/noteSignIn';
import type { SignInOrigin } from '../../signIns/app/SignInLog';
import type { AccountRepository } from './AccountRepository';
import { decoyPasswordHash, verifyPassword } from './passwordHashing';

export type LogInFailure =
  | InvalidForm
  /** A wrong password and an unknown address alike: the answer does not tell which. */
  | { name: 'InvalidCredentials' };

/**
 * Logs a customer in with e-mail and password: answers the new session's bearer token. A
 * staff member's session lasts `staffSessionMs` and opens the back office only once the
 * second factor is given (staff/app/GiveSecondFactor.ts). Each success is noted in the sign-in
 * log; a failure is not, so the log shows neither who tried which address nor how often.
 */
export class LogIn {
  constructor(
    private readonly accounts: Pick<
      AccountRepository,
      'findByEmail' | 'openSession' | 'openSessionLasting'
    >,
    private readonly staffSessionMs: number,
    private readonly noting: SignInNoting,
  ) {}

  async execute(
    command: LoginFormValues,
    origin: SignInOrigin,
  ): Promise<Result<string, LogInFailure>> {
    const invalid = invalidForm(validateLoginForm(command));
    if (invalid) return failed(invalid);
    const user = await this.accounts.findByEmail(command.email ?? '');
    // Without an account the password is still checked (against a decoy), so the answer
    // takes as long either way and does not tell who has an account.
    const matches = await verifyPassword(
      command.password ?? '',
      user?.passwordHash ?? (await decoyPasswordHash()),
    );
    if (!user || !matches) return failed({ name: 'InvalidCredentials' });
    const token = user.staff
      ? await this.accounts.openSessionLasting(user.id, this.staffSessionMs)
      : await this.accounts.openSession(user.id);
    await noteSignIn(this.noting, user.id, origin, false);
    return succeeded(token);
  }
}
