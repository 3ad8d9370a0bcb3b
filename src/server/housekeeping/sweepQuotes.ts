import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { deleteInBatches } from './deleteInBatches';

/**
 * Deletes PDF quotes issued before `before`. No order refers to a quote (checkout prices the
 * cart afresh), so an old quote is only a link in someone's inbox; its cached PDF goes with
 * sweepOrphanQuotePdfs.
 */
export async function sweepQuotes(db: Kysely<Database>, before: string): Promise<number> {
  return deleteInBatches(async (batchSize) => {
    const stale = db
      .selectFrom('cart_quotes')
      .select('id')
      .where('created_at', '<', before)
      .limit(batchSize);
    const result = await db.deleteFrom('cart_quotes').where('id', 'in', stale).executeTakeFirst();
    return result.numDeletedRows;
  });
}
