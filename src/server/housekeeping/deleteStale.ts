import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import type { Database } from '../database/schema';

/** Rows one DELETE removes at most: each statement holds its write lock only briefly. */
export const SWEEP_BATCH_SIZE = 500;

type Table = keyof Database & string;

/** The text columns of a table: its text keys and its timestamps (ISO-8601 text). */
type TextColumn<TB extends Table> = {
  [C in keyof Database[TB]]: Database[TB][C] extends string | null ? C : never;
}[keyof Database[TB]] &
  string;

/** Which rows of one table have had their time. */
export interface StaleRows<TB extends Table> {
  table: TB;
  /** The primary key: each batch names the rows it deletes by it. */
  key: TextColumn<TB>;
  /** The timestamp that ages; a row whose value is before `before` is stale (null never is). */
  column: TextColumn<TB>;
  /** An ISO timestamp (RetentionPolicy.cutoff). */
  before: string;
  /** What a stale row must also be, to go (the rows that stay however old are the rest). */
  where?: (eb: ExpressionBuilder<Database, TB>) => Expression<SqlBool>;
}

/**
 * Deletes the stale rows of a table, `batchSize` at a time until a batch comes back short.
 * On SQLite a single DELETE of a year's backlog would lock out every checkout for its
 * duration; batches let requests in between. Each batch is one plain conditional DELETE,
 * so any number of servers may sweep at once: a row two of them pick is deleted once.
 *
 * The statement is written with `sql` because Kysely's builders cannot be typed over a table
 * chosen by a type parameter; the table, columns and condition are still checked above.
 */
export async function deleteStale<TB extends Table>(
  db: Kysely<Database>,
  rows: StaleRows<TB>,
  batchSize: number = SWEEP_BATCH_SIZE,
): Promise<number> {
  const table = sql.table(rows.table);
  const key = sql.ref(rows.key);
  // Parenthesised: an `or` the caller wrote must not swallow the age condition.
  const also = rows.where ? sql`and (${rows.where(expressionBuilder<Database, TB>())})` : sql``;
  const deleteBatch = sql`
    delete from ${table} where ${key} in (
      select ${key} from ${table}
      where ${sql.ref(rows.column)} < ${rows.before} ${also}
      limit ${batchSize}
    )`;
  let total = 0;
  for (;;) {
    const { numAffectedRows } = await deleteBatch.execute(db);
    const deleted = Number(numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
