import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { asFields, asList, ContentError, fieldReader } from '../app/contentFields';
import { readMarkdownFolder, readYamlFile } from './contentFiles';

/** Blog categories and posts; a post removed from content/blog is removed from the site. */
export class KyselyBlogImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string): Promise<number> {
    const folder = path.join(contentDir, 'blog');
    const categoriesFile = path.join(folder, 'categories.yaml');
    const categories = asList(await readYamlFile(categoriesFile), categoriesFile).map(
      (item, index) => {
        const category = fieldReader(asFields(item, categoriesFile), categoriesFile);
        return { slug: category.text('slug'), name: category.text('name'), sort_order: index + 1 };
      },
    );
    for (const category of categories) {
      await this.db
        .insertInto('blog_categories')
        .values(category)
        .onConflict((oc) => oc.column('slug').doUpdateSet(category))
        .execute();
    }
    const categorySlugs = categories.map((category) => category.slug);
    await this.db.deleteFrom('blog_categories').where('slug', 'not in', categorySlugs).execute();

    const documents = await readMarkdownFolder(folder);
    const slugs: string[] = [];
    for (const document of documents) {
      const source = path.join(folder, `${document.name}.md`);
      const post = fieldReader(document.fields, source);
      const slug = post.text('slug');
      const category = post.text('category');
      if (slug !== document.name) throw new ContentError(source, `"slug" must equal the file name`);
      const postCategories = [
        category,
        ...post.textList('categories').filter((c) => c !== category),
      ];
      const unknown = postCategories.find((c) => !categorySlugs.includes(c));
      if (unknown) throw new ContentError(source, `unknown category "${unknown}"`);

      const row = {
        slug,
        name: post.text('name'),
        category,
        date: post.text('date'),
        designer: post.optionalText('designer'),
        image: post.text('image'),
        excerpt: post.text('excerpt'),
        description: post.text('description'),
        sidebar_text: post.optionalText('sidebar_text') ?? '',
        html: document.html,
      };
      const { id } = await this.db
        .insertInto('blog_posts')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet(row))
        .returning('id')
        .executeTakeFirstOrThrow();
      slugs.push(slug);

      await this.db.deleteFrom('blog_post_categories').where('post_id', '=', id).execute();
      await this.db
        .insertInto('blog_post_categories')
        .values(
          postCategories.map((category_slug, position) => ({
            post_id: id,
            category_slug,
            position,
          })),
        )
        .execute();
      await this.db.deleteFrom('blog_post_families').where('post_id', '=', id).execute();
      const families = [...new Set(post.textList('families'))];
      if (families.length > 0) {
        await this.db
          .insertInto('blog_post_families')
          .values(
            families.map((typeface_slug, position) => ({ post_id: id, typeface_slug, position })),
          )
          .execute();
      }
    }
    await this.removeStalePosts(slugs);
    return slugs.length;
  }

  private async removeStalePosts(kept: string[]): Promise<void> {
    const stale = this.db.selectFrom('blog_posts').select('id').where('slug', 'not in', kept);
    // Explicit deletes of the link rows: SQLite only cascades with foreign_keys on.
    await this.db.deleteFrom('blog_post_categories').where('post_id', 'in', stale).execute();
    await this.db.deleteFrom('blog_post_families').where('post_id', 'in', stale).execute();
    await this.db.deleteFrom('blog_posts').where('slug', 'not in', kept).execute();
  }
}
