import type { Kysely, SelectQueryBuilder } from 'kysely';
import { failed, succeeded } from '../../application/Result';
import type { Database } from '../../database/schema';
import {
  postAnswer,
  postLinksOf,
  postPageAnswer,
  RECENT_POSTS_COUNT,
  recentPostsAnswer,
  type FoundPost,
  type PostLinks,
} from './answers/blogAnswers';
import type { BlogContent } from '../app/CatalogueContent';
import { contentNotFound, type Found } from '../app/ContentNotFound';
import { pageWindow, type PageRequest } from '../app/pagination';

type PostQuery = SelectQueryBuilder<Database, 'blog_posts', object>;

function newestFirst(query: PostQuery) {
  return query.orderBy('blog_posts.date', 'desc').orderBy('blog_posts.slug');
}

/** The blog's posts, categories and their links in the database (answers/blogAnswers.ts). */
export class KyselyBlogContent implements BlogContent {
  constructor(private readonly db: Kysely<Database>) {}

  /** GET /blog/posts. */
  posts(request: PageRequest) {
    return this.postPage(this.db.selectFrom('blog_posts'), request);
  }

  /** GET /blog/posts/filter/{filter}: 'in-use', a typeface page or a category slug. */
  async filteredPosts(filter: string, request: PageRequest) {
    const { db } = this;
    const typeface = await db
      .selectFrom('typefaces')
      .select('slug')
      .where('slug', '=', filter)
      .executeTakeFirst();
    if (typeface) {
      const withFamily = db
        .selectFrom('blog_posts')
        .where(
          'blog_posts.id',
          'in',
          db.selectFrom('blog_post_families').select('post_id').where('typeface_slug', '=', filter),
        );
      return succeeded({
        ...(await this.postPage(withFamily, request)),
        filter: { type: 'typeface' as const, slug: filter },
      });
    }
    const category = await db
      .selectFrom('blog_categories')
      .select('slug')
      .where('slug', '=', filter)
      .executeTakeFirst();
    if (!category) return failed(contentNotFound('There is no such blog category or typeface.'));
    const inCategory = db
      .selectFrom('blog_posts')
      .where(
        'blog_posts.id',
        'in',
        db.selectFrom('blog_post_categories').select('post_id').where('category_slug', '=', filter),
      );
    return succeeded({
      ...(await this.postPage(inCategory, request)),
      filter: { type: 'category' as const, slug: filter },
    });
  }

  /** GET /blogs/{category}/{slug}. */
  async post(category: string, slug: string) {
    const found = await this.findPost(category, slug);
    if (!found.ok) return found;
    return succeeded(postAnswer(found.value, await this.recentPosts(found.value.row.slug)));
  }

  /** GET /blog/posts/typefaces: the families the sidebar links to (those with posts). */
  async blogTypefaces() {
    const rows = await this.db
      .selectFrom('typefaces')
      .select(['typefaces.slug as page', 'typefaces.name'])
      .where(
        'typefaces.slug',
        'in',
        this.db.selectFrom('blog_post_families').select('typeface_slug'),
      )
      .orderBy('typefaces.name')
      .execute();
    return { data: rows };
  }

  /** GET /blog/categories. */
  async blogCategories() {
    return {
      data: await this.db
        .selectFrom('blog_categories')
        .select(['name', 'slug'])
        .orderBy('sort_order')
        .execute(),
    };
  }

  /** The newest posts but one (the post beside them), for a post and the home page. */
  async recentPosts(exceptSlug?: string) {
    let query = this.db.selectFrom('blog_posts');
    if (exceptSlug) query = query.where('blog_posts.slug', '!=', exceptSlug);
    const rows = await newestFirst(query)
      .selectAll('blog_posts')
      .limit(RECENT_POSTS_COUNT)
      .execute();
    const links = await this.linksOf(rows.map((row) => row.id));
    return recentPostsAnswer(rows, links);
  }

  /** The category segment must be one the post belongs to: /blog/news/x is not /blog/in-use/x. */
  private async findPost(category: string, slug: string): Promise<Found<FoundPost>> {
    const row = await this.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    const links = row ? await this.linksOf([row.id]) : undefined;
    const categories = (row && links?.categories.get(row.id)) || [];
    if (!row || !links || !categories.some((link) => link.slug === category)) {
      return failed(contentNotFound('This post does not exist.'));
    }
    return succeeded({ row, categories, families: links.families.get(row.id) ?? [] });
  }

  private async postPage(filtered: PostQuery, request: PageRequest) {
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const window = pageWindow(Number(total), request);
    const rows = await newestFirst(filtered)
      .selectAll('blog_posts')
      .limit(window.count)
      .offset(window.offset)
      .execute();
    const links = await this.linksOf(rows.map((row) => row.id));
    return postPageAnswer(rows, links, Number(total), window);
  }

  private async linksOf(ids: number[]): Promise<PostLinks> {
    if (ids.length === 0) return postLinksOf([], []);
    const [categories, families] = await Promise.all([
      this.db
        .selectFrom('blog_post_categories')
        .innerJoin('blog_categories', 'blog_categories.slug', 'blog_post_categories.category_slug')
        .select(['blog_post_categories.post_id', 'blog_categories.name', 'blog_categories.slug'])
        .where('blog_post_categories.post_id', 'in', ids)
        .orderBy('blog_post_categories.position')
        .execute(),
      this.db
        .selectFrom('blog_post_families')
        .innerJoin('typefaces', 'typefaces.slug', 'blog_post_families.typeface_slug')
        .select([
          'blog_post_families.post_id',
          'typefaces.name',
          'typefaces.slug',
          'typefaces.css_class',
        ])
        .where('blog_post_families.post_id', 'in', ids)
        .orderBy('blog_post_families.position')
        .execute(),
    ]);
    return postLinksOf(categories, families);
  }
}
