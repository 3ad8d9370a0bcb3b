import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/**
 * Writes to these tables are not synced to disk one by one on SQLite
 * (docs/decisions/0016-carts-are-not-synced-one-by-one.md): carts, shared carts and quotes are
 * what anonymous visitors write at launch-day rates, and each can be made again. Everything
 * else (orders, payments, invoice and credit-note numbers, accounts) is synced per commit.
 */
const UNSYNCED_WRITE = /^(?:insert into|update|delete from) "(?:carts|shared_carts|cart_quotes)"/;

/**
 * Every connection syncs each commit (`synchronous = FULL`, connection.ts); a cart write runs
 * at NORMAL, which better-sqlite3's SQLite uses in WAL mode unless told otherwise: it loses
 * nothing when the process dies, and can lose the last commits only when the machine itself
 * loses power (https://www.sqlite.org/pragma.html#pragma_synchronous). FULL blocks the event
 * loop for about 340 µs per commit on this machine, against 65 µs at NORMAL. A later synced
 * commit syncs the log up to itself, and with it every unsynced write before it.
 *
 * The level can only change between transactions, so a cart write inside one keeps FULL. The
 * switch and the write run in one synchronous call: no other query runs between them.
 */
export function syncedAsItsTable(
  database: SQLite.Database,
  sql: string,
  statement: SQLite.Statement,
): SqliteStatement {
  if (statement.reader || !UNSYNCED_WRITE.test(sql)) return statement;
  return {
    reader: false,
    all: (parameters) => statement.all(parameters),
    iterate: (parameters) => statement.iterate(parameters),
    run(parameters) {
      if (database.inTransaction) return statement.run(parameters);
      // pragma(), not a kept statement: SQLite applies this pragma when compiling it.
      database.pragma('synchronous = NORMAL');
      try {
        return statement.run(parameters);
      } finally {
        database.pragma('synchronous = FULL');
      }
    },
  };
}
