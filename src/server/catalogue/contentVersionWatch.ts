import type { Kysely } from 'kysely';
import { recentReading } from '../caching/recentReading';
import type { Database } from '../database/schema';

/**
 * Tells whether the content was imported again since a process last looked. Every process
 * keeps its own answer cache, and the import may run in another process (`main.js import`)
 * or on another server behind the load balancer, so an in-process signal is not enough.
 * The version row is read at most once per `checkEveryMs` for all requests together: one
 * cheap primary-key read per second keeps a stale answer to at most that long, while
 * requests in between are served from memory (the p99 < 5 ms budget leaves no room for a
 * database round trip on every call).
 */
export interface ContentVersionWatch {
  /** The current content version (possibly up to `checkEveryMs` old). */
  current(): Promise<number>;
  /** Forget the last reading: the next call reads the database (after an import here). */
  forget(): void;
}

export function createContentVersionWatch(
  db: Kysely<Database>,
  checkEveryMs = 1000,
): ContentVersionWatch {
  const version = recentReading(async () => {
    const row = await db
      .selectFrom('content_imports')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.version ?? 0;
  }, checkEveryMs);
  return { current: () => version.get(), forget: () => version.forget() };
}
