import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/database/schema';

/**
 * Every row of every table of the app's schema (`schema` on PostgreSQL), as text: two equal snapshots mean nothing was written in
 * between. For the small databases of the server suites.
 */
export async function databaseSnapshot(
  db: Kysely<Database>,
  schema: string | undefined,
): Promise<string> {
  // On PostgreSQL the introspector lists the app's own schema only (SchemaIntrospector).
  const tables = (await db.introspection.getTables()).filter(
    (table) => schema === undefined || table.schema === schema,
  );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables.map((t) => t.name).sort()) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    rows[table] = result.rows.map((row) => JSON.stringify(row, bigintAsText)).sort();
  }
  return JSON.stringify(rows);
}

function bigintAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
