import type { PersonalInfo } from './personalInfo';

/**
 * A customer's account as the use cases, SessionAuth and the routes read it: the club flag a
 * boolean and the saved personal info parsed. KyselyAccountRepository maps it from the row
 * (accountOf.ts), so no use case reads a row (docs/architecture.md).
 */
export interface Account {
  id: string;
  /** Lower case and trimmed (emailAddress.ts): one account per address however it is typed. */
  email: string;
  /** The stored hash a password must match (passwordHashing.ts); never answered. */
  passwordHash: string;
  /** A club member (docs/spec.md §6 personal_info.beta). */
  clubMember: boolean;
  /** What the checkout and the club registration saved (checkout's step 2 is prefilled from it). */
  personalInfo: PersonalInfo;
  /** One of the foundry's people (`main.js staff add`): may open the back office. */
  staff: boolean;
}

/** An account to create: registration, or a club registration without one. */
export interface NewAccount {
  email: string;
  passwordHash: string;
  clubMember?: boolean;
  personalInfo?: PersonalInfo;
}
