import type { Kysely } from 'kysely';
import { failed, succeeded } from '../../application/Result';
import type { Database } from '../../database/schema';
import { collectionSlug } from '../app/collectionSlug';
import { collectionAnswer } from './answers/collectionAnswer';
import { glyphSetAnswer } from './answers/glyphAnswer';
import {
  subfamilyStylesAnswer,
  typefaceListAnswer,
  typefaceSpecimenAnswer,
} from './answers/typefaceAnswers';
import { typefaceRecordOf } from './answers/typefaceRecordOf';
import type { TypefaceContent } from '../app/CatalogueContent';
import { contentNotFound } from '../app/ContentNotFound';
import type { KyselyTypefaceRows } from './KyselyTypefaceRows';

/** The families and collections in the database, built into answers by answers/typeface*.ts. */
export class KyselyTypefaceContent implements TypefaceContent {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rows: KyselyTypefaceRows,
    /** content/, where the glyph sets' fonts are read from. */
    private readonly contentDir: string,
  ) {}

  /** GET /typefaces: families and collections, by name. */
  async typefaces() {
    const [records, collections] = await Promise.all([
      this.rows.all(),
      this.db.selectFrom('typeface_collections').selectAll().execute(),
    ]);
    return typefaceListAnswer(records, collections);
  }

  /** GET /typefaces/{page}, with the posts that name the family, newest first. */
  async specimen(page: string) {
    const found = await this.rows.find(page);
    if (!found.ok) return found;
    const posts = await this.db
      .selectFrom('blog_posts')
      .innerJoin('blog_post_families', 'blog_post_families.post_id', 'blog_posts.id')
      .select(['blog_posts.name', 'blog_posts.slug', 'blog_posts.category', 'blog_posts.image'])
      .where('blog_post_families.typeface_slug', '=', found.value.row.slug)
      .orderBy('blog_posts.date', 'desc')
      .orderBy('blog_posts.slug')
      .execute();
    return succeeded(typefaceSpecimenAnswer(found.value, posts));
  }

  async typeface(page: string) {
    const found = await this.rows.find(page);
    return found.ok ? succeeded(typefaceRecordOf(found.value)) : found;
  }

  async typefaceRecords() {
    return (await this.rows.all()).map(typefaceRecordOf);
  }

  async glyphSet(page: string, style: string) {
    const found = await this.rows.find(page);
    if (!found.ok) return found;
    return glyphSetAnswer(found.value, this.contentDir, style);
  }

  /** GET /collections/{page}. */
  async collection(page: string) {
    const collection = await this.db
      .selectFrom('typeface_collections')
      .selectAll()
      .where('slug', '=', collectionSlug(page))
      .executeTakeFirst();
    if (!collection) return failed(contentNotFound('This collection does not exist.'));
    return succeeded(collectionAnswer(collection, await this.rows.all()));
  }

  async subfamilyStyles(id: number) {
    return subfamilyStylesAnswer(await this.rows.all(), id);
  }
}
