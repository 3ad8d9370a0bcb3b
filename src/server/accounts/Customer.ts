import { parsePersonalInfo, type PersonalInfo } from './personalInfo';
import type { UserRow } from './userStore';

/** The logged-in buyer as a use case sees them: no password hash, the profile parsed. */
export interface Customer {
  id: string;
  email: string;
  personalInfo: PersonalInfo;
}

export function customerOf(user: UserRow): Customer {
  return {
    id: user.id,
    email: user.email,
    personalInfo: parsePersonalInfo(user.personal_info_json),
  };
}
