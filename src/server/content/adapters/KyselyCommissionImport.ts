import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { asFields, asList, ContentError, fieldReader } from '../app/contentFields';
import { readMarkdownFolder, readYamlFile } from './contentFiles';

/** Case studies, their side-navigation lists and the 'Work with us' snippets. */
export class KyselyCommissionImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string): Promise<number> {
    const folder = path.join(contentDir, 'commissions');
    const documents = await readMarkdownFolder(folder);
    const slugs: string[] = [];
    for (const document of documents) {
      const source = path.join(folder, `${document.name}.md`);
      const study = fieldReader(document.fields, source);
      const slug = study.text('slug');
      if (slug !== document.name) throw new ContentError(source, `"slug" must equal the file name`);
      const row = {
        slug,
        title: study.text('title'),
        project_category: study.text('project_category'),
        published_at: study.text('published_at'),
        designer: study.optionalText('designer'),
        summary: study.text('summary'),
        description: study.text('description'),
        sidebar_text: study.optionalText('sidebar_text') ?? '',
        featured: Number(study.flag('featured')),
        header_image: study.optionalText('header_image'),
        featured_image: study.optionalText('featured_image'),
        thumbnail_image: study.optionalText('thumbnail_image'),
        typeface: study.optionalText('typeface'),
        related_json: JSON.stringify(study.textList('related')),
        content_html: document.html,
      };
      await this.db
        .insertInto('commissions')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet(row))
        .execute();
      slugs.push(slug);
    }
    await this.db.deleteFrom('commissions').where('slug', 'not in', slugs).execute();

    const listsFile = path.join(folder, 'lists.yaml');
    const lists = asList(await readYamlFile(listsFile), listsFile).map((item, index) => {
      const list = fieldReader(asFields(item, listsFile), listsFile);
      return {
        slug: list.text('slug'),
        name: list.text('name'),
        sort_order: index + 1,
        commission_slugs_json: JSON.stringify(list.textList('commissions')),
      };
    });
    await this.db.deleteFrom('commission_lists').execute();
    if (lists.length > 0) await this.db.insertInto('commission_lists').values(lists).execute();

    const snippetsFile = path.join(folder, 'snippets.yaml');
    const snippets = asList(await readYamlFile(snippetsFile), snippetsFile).map((item, index) => {
      const snippet = fieldReader(asFields(item, snippetsFile), snippetsFile);
      return {
        position: index + 1,
        title: snippet.text('title'),
        content_html: snippet.text('content'),
      };
    });
    // Lists and snippets have no identity beyond their place in the file: replaced whole.
    await this.db.deleteFrom('commission_snippets').execute();
    if (snippets.length > 0)
      await this.db.insertInto('commission_snippets').values(snippets).execute();
    return slugs.length;
  }
}
