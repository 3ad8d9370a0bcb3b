import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../database/schema';
import type { OrdersTable } from '../../database/tables/orderTables';

/** The orders of `ids` by their number: the orders a period's credit notes refund. */
export async function ordersById(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, Selectable<OrdersTable>>> {
  if (ids.length === 0) return new Map<string, Selectable<OrdersTable>>();
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
