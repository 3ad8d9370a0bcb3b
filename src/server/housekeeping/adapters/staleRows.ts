import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../database/schema';

export type Table = keyof Database & string;

/** The text columns of a table: its text keys and its timestamps (ISO-8601 text). */
type TextColumn<TB extends Table> = {
  [C in keyof Database[TB]]: Database[TB][C] extends string | null ? C : never;
}[keyof Database[TB]] &
  string;

/** Which rows of one table have had their time (KyselyStaleRecords deletes them). */
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
