import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { withKeptStatements } from './keptStatements';
import { SchemaPostgresDialect } from './schemaIntrospector';

/** An open database together with what the migrator needs to know about it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  /**
   * The PostgreSQL schema the tables live in ('public' unless configured); undefined on
   * SQLite. The migrator needs it: Kysely otherwise finds its bookkeeping table in any schema.
   */
  schema: string | undefined;
  /** Closes the connection pool (or the SQLite file). */
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets the running server read while `main.js maintenance on` writes from another process.
    sqlite.pragma('journal_mode = WAL');
    // Every commit synced: better-sqlite3's SQLite would use NORMAL in WAL mode, which a power
    // cut can roll back (docs/decisions/0016-carts-are-not-synced-one-by-one.md). Carts are the
    // exception (unsyncedCartWrites.ts).
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }),
    });
    return { db, dialect: 'sqlite', schema: undefined, close: () => db.destroy() };
  }

  const schema = config.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: config.url,
    // Every connection resolves unqualified table names in this one schema, the same one
    // the migrator records its state in (a user-named schema on the search path would
    // otherwise receive the tables).
    options: `-c search_path=${schema}`,
    max: 10,
  });
  const db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }, schema) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}
