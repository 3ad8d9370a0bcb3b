import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { ContentStatus, ContentStatusSource } from '../app/ContentStatus';

/** Counts the imported typefaces and posts, and reads the import's own record. */
export class KyselyContentStatus implements ContentStatusSource {
  constructor(private readonly db: Kysely<Database>) {}

  async contentStatus(): Promise<ContentStatus> {
    const [families, posts, lastImport] = await Promise.all([
      this.db
        .selectFrom('typefaces')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('content_imports')
        .select(['version', 'imported_at'])
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    ]);
    return {
      families: Number(families.count),
      posts: Number(posts.count),
      contentVersion: lastImport ? Number(lastImport.version) : null,
      lastImport: lastImport?.imported_at ?? null,
    };
  }
}
