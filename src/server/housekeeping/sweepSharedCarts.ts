import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { deleteInBatches } from './deleteInBatches';

/**
 * Deletes shared-cart snapshots made before `before`; their links answer 404 from then on.
 * Nothing else refers to a snapshot: opening one prices its items afresh and copies nothing.
 */
export async function sweepSharedCarts(db: Kysely<Database>, before: string): Promise<number> {
  return deleteInBatches(async (batchSize) => {
    const stale = db
      .selectFrom('shared_carts')
      .select('id')
      .where('created_at', '<', before)
      .limit(batchSize);
    const result = await db.deleteFrom('shared_carts').where('id', 'in', stale).executeTakeFirst();
    return result.numDeletedRows;
  });
}
