import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct SQL texts kept compiled (an IN list of another length is another text). */
const KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, with each SQL text compiled once: Kysely
 * prepares every query it runs, and compiling took some 40 % of the database's time on
 * `PUT /cart` (`bench:launch`). SQLite recompiles a kept statement itself after a schema
 * change (sqlite3_prepare_v2). A statement still iterating rows (`busy`) is not shared: the
 * query that asks for it meanwhile gets one of its own.
 */
export function withKeptStatements(database: SQLite.Database): SqliteDatabase {
  const kept = new LRUCache<string, SQLite.Statement>({ max: KEPT_STATEMENTS });
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) return statement;
      const compiled = database.prepare(sql);
      kept.set(sql, compiled);
      return compiled;
    },
  };
}
