import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';
import { syncedAsItsTable } from './unsyncedCartWrites';

interface KeptStatement {
  compiled: SQLite.Statement;
  /** The statement as Kysely runs it. */
  run: SqliteStatement;
}

/** Distinct SQL texts kept compiled (an IN list of another length is another text). */
const KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, with each SQL text compiled once: Kysely
 * prepares every query it runs, and compiling took some 40 % of the database's time on
 * `PUT /cart` (`bench:launch`). SQLite recompiles a kept statement itself after a schema
 * change (sqlite3_prepare_v2). A statement still iterating rows (`busy`) is not shared: the
 * query that asks for it meanwhile gets one of its own. Each statement is synced to disk as
 * its table is (unsyncedCartWrites.ts).
 */
export function withKeptStatements(database: SQLite.Database): SqliteDatabase {
  const kept = new LRUCache<string, KeptStatement>({ max: KEPT_STATEMENTS });
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.compiled.busy) return statement.run;
      const compiled = database.prepare(sql);
      const run = syncedAsItsTable(database, sql, compiled);
      kept.set(sql, { compiled, run });
      return run;
    },
  };
}
