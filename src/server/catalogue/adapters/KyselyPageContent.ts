import type { Kysely } from 'kysely';
import { failed, succeeded } from '../../application/Result';
import type { Database } from '../../database/schema';
import { homeBlocksAnswer } from './answers/homeAnswers';
import { freeTrialsAnswer, pageTemplateAnswer } from './answers/pageAnswers';
import type { PageContent } from '../app/CatalogueContent';
import { contentNotFound } from '../app/ContentNotFound';
import type { KyselyBlogContent } from './KyselyBlogContent';
import type { KyselyTypefaceRows } from './KyselyTypefaceRows';

/**
 * The home blocks and the content pages in the database (answers/homeAnswers.ts,
 * pageAnswers.ts), with the recent posts and the families they list.
 */
export class KyselyPageContent implements PageContent {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly typefaceRows: KyselyTypefaceRows,
    private readonly blog: KyselyBlogContent,
  ) {}

  async homeBlocks() {
    const [blocks, posts, typefaces] = await Promise.all([
      this.db.selectFrom('home_blocks').selectAll().orderBy('position').execute(),
      this.blog.recentPosts(),
      this.db
        .selectFrom('typefaces')
        .select(['id', 'name', 'slug as page', 'css_class as class', 'overview_text', 'is_rtl'])
        .orderBy('sort_order')
        .execute(),
    ]);
    return homeBlocksAnswer(blocks, posts, typefaces);
  }

  /** GET /homepage: the blocks and the recent posts (docs/spec.md §3 "Home content"). */
  async homepage() {
    const [blocks, blogs] = await Promise.all([this.homeBlocks(), this.blog.recentPosts()]);
    return { data: blocks.data, blogs };
  }

  async pageTemplate(name: string) {
    const found = await this.findPage(name);
    return found.ok ? succeeded(pageTemplateAnswer(found.value)) : found;
  }

  async freeTrialsPage() {
    const [found, records] = await Promise.all([
      this.findPage('free_trials'),
      this.typefaceRows.all(),
    ]);
    return found.ok ? succeeded(freeTrialsAnswer(found.value, records)) : found;
  }

  private async findPage(name: string) {
    const page = await this.db
      .selectFrom('content_pages')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return page ? succeeded(page) : failed(contentNotFound('This page does not exist.'));
  }
}
