import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { SiteSettings } from '../app/SiteSettings';

/** The keys of the `settings` table and the values a fresh database starts with. */
const DEFAULT_STORED_SETTINGS = {
  maintenance_mode: 'false',
} as const;

type StoredSettingKey = keyof typeof DEFAULT_STORED_SETTINGS;

/** The stored settings in the database: one row of text per key (`settings`). */
export class KyselySiteSettings implements SiteSettings {
  constructor(private readonly db: Kysely<Database>) {}

  async maintenanceMode(): Promise<boolean> {
    return (await this.read('maintenance_mode')) === 'true';
  }

  async setMaintenanceMode(on: boolean): Promise<void> {
    await this.write('maintenance_mode', on ? 'true' : 'false');
  }

  async seedDefaults(): Promise<void> {
    const updated_at = new Date().toISOString();
    const rows = Object.entries(DEFAULT_STORED_SETTINGS).map(([key, value]) => ({
      key,
      value,
      updated_at,
    }));
    await this.db
      .insertInto('settings')
      .values(rows)
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }

  private async read(key: StoredSettingKey): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  private async write(key: StoredSettingKey, value: string): Promise<void> {
    const updated_at = new Date().toISOString();
    await this.db
      .insertInto('settings')
      .values({ key, value, updated_at })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
      .execute();
  }
}
