import { validateRegisterForm } from '../../../domain/validation/accountForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { AccountRepository } from './AccountRepository';
import { hashPassword } from './passwordHashing';

/** POST /users/register, read by the route: the form's two fields as typed. */
export interface RegisterCommand {
  email?: string;
  password?: string;
}

export type RegistrationFailure =
  | InvalidForm
  /** An account with this address exists already: the customer logs in instead. */
  | { name: 'EmailTaken' };

/**
 * Creates a customer's account and logs them in (accounts are created during
 * checkout): answers the new session's bearer token.
 */
export class RegisterCustomer {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(command: RegisterCommand): Promise<Result<string, RegistrationFailure>> {
    const invalid = invalidForm(validateRegisterForm(command));
    if (invalid) return failed(invalid);
    const email = command.email ?? '';
    if (await this.accounts.findByEmail(email)) return failed({ name: 'EmailTaken' });
    let userId: string;
    try {
      const passwordHash = await hashPassword(command.password ?? '');
      userId = (await this.accounts.create({ email, passwordHash })).id;
    } catch (error) {
      // Two registrations of one address at once: the unique index lets one through.
      if (await this.accounts.findByEmail(email)) return failed({ name: 'EmailTaken' });
      throw error;
    }
    return succeeded(await this.accounts.openSession(userId));
  }
}
