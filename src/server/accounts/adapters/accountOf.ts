import type { Selectable } from 'kysely';
import type { Account } from '../app/Account';
import type { UsersTable } from '../../database/tables/accountTables';
import { parsePersonalInfo } from '../app/personalInfo';

/** The record of a user's row, as KyselyAccountRepository answers it. */
export function accountOf(row: Selectable<UsersTable>): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    clubMember: row.club_member === 1,
    personalInfo: parsePersonalInfo(row.personal_info_json),
    staff: row.role === 'staff',
  };
}
