import type { User } from '../../contract/accounts';
import { parsePersonalInfo } from './personalInfo';
import type { UserRow } from './userStore';

/** The account as `GET /me` and `PUT /users` answer it (no password hash ever leaves). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    personal_info: { ...parsePersonalInfo(row.personal_info_json), beta: row.club_member === 1 },
  };
}
