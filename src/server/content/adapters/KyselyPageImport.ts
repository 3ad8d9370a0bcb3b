import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { asFields, asList, fieldReader } from '../app/contentFields';
import { readMarkdownFolder, readYamlFile } from './contentFiles';

/** Content pages by name (about, information, club, …) and the ordered home blocks. */
export class KyselyPageImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string): Promise<number> {
    const folder = path.join(contentDir, 'pages');
    const documents = await readMarkdownFolder(folder);
    for (const document of documents) {
      const page = fieldReader(document.fields, path.join(folder, `${document.name}.md`));
      const row = {
        name: document.name,
        title: page.text('title'),
        description: page.optionalText('description') ?? '',
        members_only: Number(page.flag('members_only')),
        html: document.html,
      };
      await this.db
        .insertInto('content_pages')
        .values(row)
        .onConflict((oc) => oc.column('name').doUpdateSet(row))
        .execute();
    }
    await this.db
      .deleteFrom('content_pages')
      .where(
        'name',
        'not in',
        documents.map((document) => document.name),
      )
      .execute();

    const blocksFile = path.join(contentDir, 'home', 'blocks.yaml');
    const blocks = asList(await readYamlFile(blocksFile), blocksFile).map((item, index) => {
      const block = fieldReader(asFields(item, blocksFile), blocksFile);
      return {
        position: index + 1,
        type: block.integer('type'),
        content_html: block.optionalText('content'),
      };
    });
    // Blocks are identified only by their order: the list is replaced whole.
    await this.db.deleteFrom('home_blocks').execute();
    if (blocks.length > 0) await this.db.insertInto('home_blocks').values(blocks).execute();
    return documents.length;
  }
}
