import type { ExpressionBuilder, Kysely } from 'kysely';
import { orderStatusAfter, orderStatusesAllowing } from '../../../domain/orders/orderLifecycle';
import type { Database } from '../../database/schema';
import { releaseHeldCode } from '../../discounts/adapters/KyselyDiscountCodeUses';

/**
 * Abandons the orders no payment is under way for, untouched since `before`
 * (now − CODE_HOLD_MINUTES): the failed ones, and the pending ones no card was given for (a
 * checkout refused at its code or its upgrades). Each goes in its own transaction with what
 * it held: its discount code's use and the order lines it was upgrading. Its customer's cart
 * is kept for it no longer (staleCarts.ts keeps carts for pending orders only). A pending
 * order whose card was given is left alone, however old: its charge may still succeed
 * (src/domain/orders/orderLifecycle.ts). Answers how many orders were abandoned; batches of
 * `batchSize`, like every step of the sweep.
 */
export async function abandonStaleOrders(
  db: Kysely<Database>,
  before: string,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const candidates = await db
      .selectFrom('orders')
      .select('id')
      .where((eb) => abandonable(eb, before))
      .limit(batchSize)
      .execute();
    let abandoned = 0;
    for (const { id } of candidates) {
      if (await abandonOne(db, id, before)) abandoned += 1;
    }
    total += abandoned;
    // A batch another sweep took over entirely would otherwise be picked again for ever.
    if (candidates.length < batchSize || abandoned === 0) return total;
  }
}

async function abandonOne(db: Kysely<Database>, id: string, before: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable('orders')
      .set({ status: orderStatusAfter('order_abandoned'), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where((eb) => abandonable(eb, before))
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false; // a new card or another sweep came first
    await releaseHeldCode(tx, id);
    await tx.deleteFrom('order_line_upgrades').where('upgrade_order_id', '=', id).execute();
    return true;
  });
}

/** The condition of an abandonable order, on the SELECT and on the UPDATE that abandons it. */
function abandonable(eb: ExpressionBuilder<Database, 'orders'>, before: string) {
  return eb.and([
    eb('status', 'in', orderStatusesAllowing('order_abandoned')),
    eb('updated_at', '<', before),
    eb.or([eb('status', '=', 'failed'), eb('payment_method_id', 'is', null)]),
  ]);
}
