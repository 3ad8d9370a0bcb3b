import type { User } from '../../../contract/accounts';
import type { Account } from './Account';

/** The account as `GET /me` and `PUT /users` answer it (no password hash ever leaves). */
export function toUser(account: Account): User {
  return {
    id: account.id,
    email: account.email,
    personal_info: { ...account.personalInfo, beta: account.clubMember },
  };
}
