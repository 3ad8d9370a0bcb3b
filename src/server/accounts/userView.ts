import { parsePersonalInfo, type PersonalInfo } from './personalInfo';
import type { UserRow } from './userStore';

/** The user as `GET /me` (and `PUT /users`) answer it: docs/spec.md §3 "User: email, personal_info". */
export interface UserView {
  id: string;
  email: string;
  personal_info: PersonalInfo & { beta: boolean };
}

export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    email: user.email,
    personal_info: { ...parsePersonalInfo(user.personal_info_json), beta: user.club_member === 1 },
  };
}
