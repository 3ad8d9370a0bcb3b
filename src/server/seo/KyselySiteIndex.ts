import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { publicPages, type PublicPage } from './publicPages';
import type { CommissionCardFacts, PostCardFacts, SiteIndex } from './SiteIndex';

/** The site's pages from the imported content in the database. */
export class KyselySiteIndex implements SiteIndex {
  constructor(private readonly db: Kysely<Database>) {}

  publicPages(): Promise<PublicPage[]> {
    return publicPages(this.db);
  }

  postCard(slug: string): Promise<PostCardFacts | undefined> {
    return this.db
      .selectFrom('blog_posts')
      .select(['name', 'image'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  commissionCard(slug: string): Promise<CommissionCardFacts | undefined> {
    return this.db
      .selectFrom('commissions')
      .select(['title', 'project_category', 'header_image'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }
}
