import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database/schema';
import type { UsersTable } from './accountTables';
import { normaliseEmail } from './emailAddress';
import type { PersonalInfo } from './personalInfo';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  passwordHash: string;
  clubMember?: boolean;
  personalInfo?: PersonalInfo;
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  const row: UserRow = {
    id: randomUUID(),
    email: normaliseEmail(user.email),
    password_hash: user.passwordHash,
    club_member: user.clubMember ? 1 : 0,
    personal_info_json: JSON.stringify(user.personalInfo ?? {}),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  clubMember?: boolean;
  personalInfo?: PersonalInfo;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: UserChanges,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      updated_at: new Date().toISOString(),
      ...(changes.email !== undefined && { email: normaliseEmail(changes.email) }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      ...(changes.clubMember !== undefined && { club_member: changes.clubMember ? 1 : 0 }),
      ...(changes.personalInfo !== undefined && {
        personal_info_json: JSON.stringify(changes.personalInfo),
      }),
    })
    .where('id', '=', id)
    .execute();
}
