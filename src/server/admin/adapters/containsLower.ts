import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * `lower(column) LIKE %text%`, with LIKE's own wildcards in the text taken literally and the
 * case ignored on both databases (SQLite's LIKE ignores it, PostgreSQL's does not).
 */
export function containsLower<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  text: string,
): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb(sql<string>`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`);
}
