import type { Account } from './Account';

/** The logged-in buyer as a use case sees them: no password hash, no club flag. */
export interface Customer {
  id: string;
  email: string;
  personalInfo: Account['personalInfo'];
}

export function customerOf(account: Account): Customer {
  return { id: account.id, email: account.email, personalInfo: account.personalInfo };
}
