import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** The keys of the `settings` table and the values a fresh database starts with. */
export const DEFAULT_STORED_SETTINGS = {
  maintenance_mode: 'false',
} as const;

export type StoredSettingKey = keyof typeof DEFAULT_STORED_SETTINGS;

export async function readStoredSetting(
  db: Kysely<Database>,
  key: StoredSettingKey,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function writeStoredSetting(
  db: Kysely<Database>,
  key: StoredSettingKey,
  value: string,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ key, value, updated_at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

export async function readStoredMaintenanceMode(db: Kysely<Database>): Promise<boolean> {
  return (await readStoredSetting(db, 'maintenance_mode')) === 'true';
}

/** What `main.js maintenance on|off` does; a running server sees it on its next read. */
export async function writeStoredMaintenanceMode(db: Kysely<Database>, on: boolean): Promise<void> {
  await writeStoredSetting(db, 'maintenance_mode', on ? 'true' : 'false');
}

/** Adds the defaults that are missing and never overwrites what an operator has set. */
export async function seedDefaultSettings(db: Kysely<Database>): Promise<void> {
  const updated_at = new Date().toISOString();
  const rows = Object.entries(DEFAULT_STORED_SETTINGS).map(([key, value]) => ({
    key,
    value,
    updated_at,
  }));
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
