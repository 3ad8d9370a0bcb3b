/** Where a sign-in came from, as the request told it. */
export interface SignInOrigin {
  ipAddress: string;
  /** The User-Agent header, if any. */
  userAgent: string | undefined;
}

/** One successful sign-in. */
export interface SignIn {
  /** ISO time. */
  at: string;
  ipAddress: string;
  userAgent: string;
  /** A staff member's TOTP code, given after the password. */
  secondFactor: boolean;
}

/**
 * The record of successful sign-ins, kept SIGN_IN_RETENTION_DAYS (the sweep deletes older
 * ones: StaleRecords.deleteSignIns). KyselySignInLog is the adapter.
 */
export interface SignInLog {
  record(userId: string, signIn: SignIn): Promise<void>;
  /** The account's latest `limit`, newest first. */
  latest(userId: string, limit: number): Promise<SignIn[]>;
}
