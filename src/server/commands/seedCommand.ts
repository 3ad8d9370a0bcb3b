import type { ServerConfig } from '../config';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrator';
import { seedDatabase } from '../seed/seedDatabase';

export async function seedCommand(config: ServerConfig): Promise<string> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    return (await seedDatabase(database.db, config)).join('\n');
  } finally {
    await database.close();
  }
}
