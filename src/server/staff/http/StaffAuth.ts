import type { FastifyRequest } from 'fastify';
import { LOGIN_REQUIRED, type LoginRequired } from '../../accounts/app/LoginRequired';
import { loginCookieToken } from '../../accounts/http/loginCookie';
import { bearerToken } from '../../accounts/http/SessionAuth';
import { failed, succeeded, type Result } from '../../application/Result';
import type { StaffAccounts } from '../app/StaffAccounts';
import type { SecondFactorRequired, StaffOnly } from '../app/staffFailures';
import type { StaffMember } from '../app/StaffMember';

export type StaffRefusal = LoginRequired | StaffOnly | SecondFactorRequired;

/** How far a route needs the caller signed in: the second-factor step itself needs only the password. */
export type StaffStep = 'password' | 'second_factor';

/**
 * The back office's guard: a guest is LoginRequired (401), a customer StaffOnly (403), a
 * staff member without the second factor SecondFactorRequired (403, unless the route is the
 * second-factor step). Decided from the session in the database on every request.
 */
export class StaffAuth {
  constructor(private readonly staff: Pick<StaffAccounts, 'sessionOf'>) {}

  /** `plainLink`: the route is a GET file a link downloads, so the login cookie counts too. */
  async requireStaff(
    request: FastifyRequest,
    step: StaffStep,
    plainLink = false,
  ): Promise<Result<StaffMember, StaffRefusal>> {
    const token =
      bearerToken(request) ??
      (plainLink && request.method === 'GET' ? loginCookieToken(request) : null);
    const session = token ? await this.staff.sessionOf(token) : undefined;
    if (!session) return failed(LOGIN_REQUIRED);
    if (!session.account.staff) return failed({ name: 'StaffOnly' });
    if (step === 'second_factor' && !session.secondFactorGiven) {
      return failed({ name: 'SecondFactorRequired' });
    }
    return succeeded({ userId: session.account.id, email: session.account.email });
  }
}
