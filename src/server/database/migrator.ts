import { Migrator, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './connection';
import { migrations } from './migrations/index';

export function createMigrator(handle: DatabaseHandle): Migrator {
  return new Migrator({
    db: handle.db,
    // Migrations are compiled into the bundle, not read from a folder at run time:
    // `vite build --ssr` turns the server into one file.
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: handle.schema,
  });
}

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results }: MigrationResultSet = await createMigrator(handle).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${describe(error)}`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
