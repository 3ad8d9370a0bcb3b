import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { DiscountCodeUses } from '../app/DiscountCodeUses';

class UseRefused extends Error {}

/**
 * A code's uses in the database: `discount_codes.uses`, and the code whose use each order
 * holds (`orders.discount_code_counted`). The count is a conditional UPDATE
 * (`uses < max_uses`), so of two checkouts racing for a code's last use exactly one gets it,
 * on SQLite and PostgreSQL alike; the loser's claim is rolled back.
 */
export class KyselyDiscountCodeUses implements DiscountCodeUses {
  constructor(private readonly db: Kysely<Database>) {}

  async hold(orderId: string, code: string | null, today: string): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('orders')
          .select('discount_code_counted')
          .where('id', '=', orderId)
          .executeTakeFirst();
        const counted = order?.discount_code_counted ?? null;
        if (counted === code) return true;
        if (counted !== null) await releaseUse(tx, orderId, counted);
        if (code === null) return true;
        const claimed = await tx
          .updateTable('orders')
          .set({ discount_code_counted: code })
          .where('id', '=', orderId)
          .where('discount_code_counted', 'is', null)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) throw new UseRefused();
        const counts = await tx
          .updateTable('discount_codes')
          .set((eb) => ({ uses: eb('uses', '+', 1) }))
          .where('code', '=', code)
          .where('disabled_at', 'is', null)
          .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
          .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
          .executeTakeFirst();
        if (counts.numUpdatedRows === 0n) throw new UseRefused();
        return true;
      });
    } catch (error) {
      if (error instanceof UseRefused) return false;
      throw error;
    }
  }

  async release(orderId: string): Promise<void> {
    await this.db.transaction().execute((tx) => releaseHeldCode(tx, orderId));
  }
}

/** Gives back the use `orderId` holds (DiscountCodeUses.release), inside `db`'s transaction. */
export async function releaseHeldCode(db: Kysely<Database>, orderId: string): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select('discount_code_counted')
    .where('id', '=', orderId)
    .executeTakeFirst();
  const counted = order?.discount_code_counted ?? null;
  if (counted !== null) await releaseUse(db, orderId, counted);
}

async function releaseUse(tx: Kysely<Database>, orderId: string, code: string): Promise<void> {
  const released = await tx
    .updateTable('orders')
    .set({ discount_code_counted: null })
    .where('id', '=', orderId)
    .where('discount_code_counted', '=', code)
    .executeTakeFirst();
  // Another release (the settlement's, the sweep's) gave this use back already.
  if (released.numUpdatedRows === 0n) return;
  await tx
    .updateTable('discount_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('code', '=', code)
    .where('uses', '>', 0)
    .execute();
}
