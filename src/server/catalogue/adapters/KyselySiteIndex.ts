import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { publicPages, type IndexedContent, type PublicPage } from '../app/publicPages';
import type { CommissionCardFacts, PostCardFacts, SiteIndex } from '../app/SiteIndex';

/** The site's pages from the imported content in the database. */
export class KyselySiteIndex implements SiteIndex {
  constructor(private readonly db: Kysely<Database>) {}

  async publicPages(): Promise<PublicPage[]> {
    return publicPages(await this.indexedContent());
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

  private async indexedContent(): Promise<IndexedContent> {
    const db = this.db;
    const [imported, typefaces, collections, posts, postCategories, commissions] =
      await Promise.all([
        db.selectFrom('content_imports').select('imported_at').executeTakeFirst(),
        db.selectFrom('typefaces').select(['slug', 'updated_at']).orderBy('sort_order').execute(),
        db.selectFrom('typeface_collections').select('slug').orderBy('slug').execute(),
        db
          .selectFrom('blog_posts')
          .select(['slug', 'category', 'date'])
          .orderBy('date', 'desc')
          .execute(),
        db
          .selectFrom('blog_post_categories')
          .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_categories.post_id')
          .select(['blog_post_categories.category_slug as category', 'blog_posts.date'])
          .execute(),
        db
          .selectFrom('commissions')
          .select(['slug', 'published_at'])
          .orderBy('published_at', 'desc')
          .execute(),
      ]);
    return {
      importedAt: imported?.imported_at ?? null,
      typefaces: typefaces.map((row) => ({ slug: row.slug, updatedAt: row.updated_at })),
      collectionSlugs: collections.map((row) => row.slug),
      posts,
      postCategories,
      commissions: commissions.map((row) => ({
        slug: row.slug,
        publishedAt: row.published_at,
      })),
    };
  }
}
