/** The back office's second factor: time-based one-time codes from an authenticator app. */
export interface OneTimeCodes {
  /** A new secret, to be kept server-side only. */
  newSecret(): string;
  /** The otpauth:// URL an authenticator app reads (from its QR code) to add the account. */
  enrolmentUrl(issuer: string, email: string, secret: string): string;
  /**
   * The time step a code belongs to when it is right for the secret and newer than
   * `afterStep` (a code already accepted is not accepted again); null otherwise.
   */
  acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null>;
}
