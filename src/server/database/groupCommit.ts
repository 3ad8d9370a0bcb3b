/**
 * Commits the writes that arrive in one turn of the event loop together, as databases do with
 * their own log ("group commit"). Each caller still waits until its write is committed, so a
 * request that answers after `add` resolves has its write in the database, as with a write of
 * its own, and any server reading the row next sees it.
 *
 * Under load, a hundred writes then cost one statement and one commit instead of a hundred:
 * a commit writes every page it changed to the log, and rows saved together share their pages
 * (bench:launch's `PUT /cart` line, docs/decisions/0019-carts-committed-in-groups.md). When
 * the shop is quiet, a batch holds one write, delayed by one turn of the loop.
 *
 * A batch that fails is written again one write at a time, so that only the write that cannot
 * be stored fails, not the others that happened to share its batch.
 */
export class GroupCommit<Write> {
  private pending: PendingWrite<Write>[] = [];
  private running = false;

  /**
   * `commit` stores a batch in one statement or transaction, all or nothing; `maxBatch`
   * bounds a statement's size (each row is a few bound values).
   */
  constructor(
    private readonly commit: (writes: readonly Write[]) => Promise<void>,
    private readonly maxBatch = 100,
  ) {}

  add(write: Write): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (this.pending.length === 1 && !this.running) setImmediate(() => void this.drain());
    });
  }

  /** Writes batch after batch until none is waiting; writes added meanwhile join the next. */
  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.length > 0) {
        await this.commitBatch(this.pending.splice(0, this.maxBatch));
      }
    } finally {
      this.running = false;
    }
  }

  private async commitBatch(batch: readonly PendingWrite<Write>[]): Promise<void> {
    try {
      await this.commit(batch.map((each) => each.write));
      for (const each of batch) each.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const each of batch) await this.commitBatch([each]);
    }
  }
}

interface PendingWrite<Write> {
  write: Write;
  resolve(): void;
  reject(error: unknown): void;
}
