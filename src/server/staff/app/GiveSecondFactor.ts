import { failed, succeeded, type Result } from '../../application/Result';
import { noteSignIn, type SignInNoting } from '../../signIns/app/noteSignIn';
import type { SignInOrigin } from '../../signIns/app/SignInLog';
import type { AuditLog } from './AuditLog';
import type { StaffAccounts } from './StaffAccounts';
import type { SecondFactorWrong } from './staffFailures';
import type { OneTimeCodes } from './OneTimeCodes';
import type { StaffMember } from './StaffMember';

const WRONG: SecondFactorWrong = { name: 'SecondFactorWrong' };

/**
 * The back office's second step: a staff member signed in with the password gives the
 * current TOTP code, and the session opens the back office. A code is accepted once. The
 * sign-in log gets a row of its own for it, after the password's (accounts/app/LogIn.ts).
 */
export class GiveSecondFactor {
  constructor(
    private readonly staff: Pick<StaffAccounts, 'secondFactorOf' | 'acceptSecondFactor'>,
    private readonly audit: Pick<AuditLog, 'record'>,
    private readonly noting: SignInNoting,
    private readonly codes: Pick<OneTimeCodes, 'acceptedStep'>,
  ) {}

  async execute(
    sessionToken: string,
    code: string,
    origin: SignInOrigin,
  ): Promise<Result<StaffMember, SecondFactorWrong>> {
    const factor = await this.staff.secondFactorOf(sessionToken);
    if (!factor) return failed(WRONG);
    const step = await this.codes.acceptedStep(factor.totpSecret, code, factor.lastStep);
    if (step === null) return failed(WRONG);
    if (!(await this.staff.acceptSecondFactor(sessionToken, factor.userId, step))) {
      return failed(WRONG);
    }
    const member = { userId: factor.userId, email: factor.email };
    await this.audit.record(member, {
      action: 'staff.signed_in',
      subject: factor.email,
      before: null,
      after: null,
    });
    await noteSignIn(this.noting, factor.userId, origin, true);
    return succeeded(member);
  }
}
