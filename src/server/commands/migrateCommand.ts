import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';

export async function migrateCommand(config: ServerConfig): Promise<string> {
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database);
    return applied.length > 0
      ? `Applied migrations: ${applied.join(', ')}`
      : 'The database is up to date.';
  } finally {
    await database.close();
  }
}
