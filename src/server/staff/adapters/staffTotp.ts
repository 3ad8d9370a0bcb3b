import { generateSecret, generateURI, verify } from 'otplib';
import type { OneTimeCodes } from '../app/OneTimeCodes';

/** Six digits, as every authenticator app shows them. */
const CODE_PATTERN = /^\d{6}$/;

/** A code of the step before or after still passes: a phone's clock is seldom exact. */
const STEP_TOLERANCE_SECONDS = 30;

/** A new TOTP secret (base32, 160 bits), to be kept server-side only. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app reads (from its QR code) to add the account. */
export function totpUrl(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step a code belongs to when it is right for the secret and newer than
 * `afterStep` (a code already accepted is not accepted again); null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: STEP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API types the HOTP result too; a TOTP check answers its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The second factor's codes made and checked with otplib. */
export const totpCodes: OneTimeCodes = {
  newSecret: newTotpSecret,
  enrolmentUrl: totpUrl,
  acceptedStep: acceptedTotpStep,
};
