import type { Kysely } from 'kysely';
import { recentReading, type RecentReading } from '../../caching/recentReading';
import type { Database } from '../../database/schema';
import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';

/** The content version in the database (content_imports), read at most once per `checkEveryMs`. */
export class KyselyContentVersionWatch implements ContentVersionWatch {
  private readonly version: RecentReading<number>;

  constructor(db: Kysely<Database>, checkEveryMs = 1000) {
    this.version = recentReading(async () => {
      const row = await db
        .selectFrom('content_imports')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.version ?? 0;
    }, checkEveryMs);
  }

  current(): Promise<number> {
    return this.version.get();
  }

  forget(): void {
    this.version.forget();
  }
}
