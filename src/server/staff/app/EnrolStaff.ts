import { isValidEmail, PASSWORD_MIN_LENGTH } from '../../../domain/validation/emailPattern';
import { hashPassword } from '../../accounts/app/passwordHashing';
import { failed, succeeded, type Result } from '../../application/Result';
import type { OneTimeCodes } from './OneTimeCodes';
import type { StaffAccounts } from './StaffAccounts';

/** Why `staff add` did nothing, in the operator's words. */
export interface EnrolStaffRefused {
  name: 'EnrolStaffRefused';
  message: string;
}

export interface StaffEnrolled {
  created: boolean;
  /** The otpauth:// URL to add to an authenticator app: shown once, to the operator. */
  totpUrl: string;
}

/**
 * `main.js staff add`: makes an account staff (creating it when a password is given) with a
 * new TOTP secret, and `staff remove` makes it a customer again. A new enrolment replaces
 * the old secret and ends the account's sessions.
 */
export class EnrolStaff {
  constructor(
    private readonly staff: Pick<StaffAccounts, 'makeStaff' | 'demote'>,
    private readonly issuer: string,
    private readonly codes: Pick<OneTimeCodes, 'newSecret' | 'enrolmentUrl'>,
  ) {}

  async add(
    email: string,
    password: string | null,
  ): Promise<Result<StaffEnrolled, EnrolStaffRefused>> {
    if (!isValidEmail(email)) return refused(`"${email}" is not an e-mail address.`);
    if (password !== null && password.length < PASSWORD_MIN_LENGTH) {
      return refused(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
    }
    const secret = this.codes.newSecret();
    const hash = password === null ? null : await hashPassword(password);
    const made = await this.staff.makeStaff(email, secret, hash);
    if (made === 'no_account') {
      return refused(`${email} has no account yet: give it a password with --password.`);
    }
    const label = email.trim().toLowerCase();
    return succeeded({
      created: made === 'created',
      totpUrl: this.codes.enrolmentUrl(this.issuer, label, secret),
    });
  }

  async remove(email: string): Promise<Result<void, EnrolStaffRefused>> {
    return (await this.staff.demote(email))
      ? succeeded(undefined)
      : refused(`${email} is not staff.`);
  }
}

function refused(message: string): Result<never, EnrolStaffRefused> {
  return failed({ name: 'EnrolStaffRefused', message });
}
