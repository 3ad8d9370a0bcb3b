import type { Clock } from '../../application/Clock';
import type { Logger } from '../../application/Logger';
import type { SignInLog, SignInOrigin } from './SignInLog';

/** Enough to tell browsers apart; a longer header is cut, so no request can fill the table. */
export const SIGN_IN_USER_AGENT_MAX = 300;

/** What noting a sign-in needs: the log, the time, and where to warn when it cannot write. */
export interface SignInNoting {
  signIns: Pick<SignInLog, 'record'>;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
}

/**
 * Records a successful sign-in. The sign-in itself has already succeeded: a record that
 * cannot be written is a warning for the operator, never a failed login.
 */
export async function noteSignIn(
  { signIns, clock, logger }: SignInNoting,
  userId: string,
  origin: SignInOrigin,
  secondFactor: boolean,
): Promise<void> {
  try {
    await signIns.record(userId, {
      at: clock.now().toISOString(),
      ipAddress: origin.ipAddress,
      userAgent: (origin.userAgent ?? '').slice(0, SIGN_IN_USER_AGENT_MAX),
      secondFactor,
    });
  } catch (err) {
    logger.warn({ err, user_id: userId }, 'sign-in not recorded');
  }
}
