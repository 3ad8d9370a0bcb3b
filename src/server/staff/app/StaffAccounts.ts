import type { Account } from '../../accounts/app/Account';

export type StaffMade = 'created' | 'promoted' | 'no_account';

/** A session as the back office's guard reads it: whose, and whether the second factor was given. */
export interface StaffSession {
  account: Account;
  secondFactorGiven: boolean;
}

/** A staff member's second factor as GiveSecondFactor checks it. */
export interface StaffSecondFactor {
  userId: string;
  email: string;
  totpSecret: string;
  /** The last time step accepted; null before the first code. */
  lastStep: number | null;
}

/**
 * Who is staff, and their second factor: `main.js staff add|remove`, the back office's
 * guard and its second-factor step. KyselyStaffAccounts is the adapter.
 */
export interface StaffAccounts {
  /**
   * Makes the account staff with this TOTP secret, creating it with `passwordHash` when the
   * address has none; every session of it ends (an old login has no second factor).
   * Answers what it did; 'no_account' (nothing done) for an unknown address without a password.
   */
  makeStaff(email: string, totpSecret: string, passwordHash: string | null): Promise<StaffMade>;
  /** Makes the account a customer again, forgets its secret, ends its sessions; false: no such staff. */
  demote(email: string): Promise<boolean>;
  /** The session of a bearer token while it lasts. */
  sessionOf(token: string): Promise<StaffSession | undefined>;
  /** The second factor of the staff member the session belongs to. */
  secondFactorOf(token: string): Promise<StaffSecondFactor | undefined>;
  /**
   * Marks the session as having given the second factor with a code of `step`; false when a
   * code of that step or later was accepted meanwhile (two requests raced with one code).
   */
  acceptSecondFactor(token: string, userId: string, step: number): Promise<boolean>;
}
