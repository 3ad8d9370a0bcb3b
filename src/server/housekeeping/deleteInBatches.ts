/** Rows one DELETE removes at most: each statement holds its write lock only briefly. */
export const SWEEP_BATCH_SIZE = 500;

/**
 * Runs `deleteBatch` (a DELETE of at most `batchSize` rows, answering how many it removed)
 * until a batch comes back short. On SQLite a single DELETE of a year's backlog would lock
 * out every checkout for its duration; batches let requests in between.
 */
export async function deleteInBatches(
  deleteBatch: (batchSize: number) => Promise<bigint | number>,
  batchSize: number = SWEEP_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number(await deleteBatch(batchSize));
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
