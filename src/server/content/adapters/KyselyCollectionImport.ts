import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { isBundleMultiplication } from '../../../domain/pricing/collectionBundle';
import type { Database } from '../../database/schema';
import { asFields, ContentError, fieldReader } from '../app/contentFields';
import { readYamlFile } from './contentFiles';

/** A bundle may only be cheaper than its families bought one by one (collectionBundle.ts). */
function bundleMultiplication(value: number | null, source: string): number | null {
  if (value === null) return null;
  if (!isBundleMultiplication(value)) {
    throw new ContentError(source, `"multiplication" must be more than 0 and at most 1`);
  }
  return value;
}

/** Typeface collections (/typeface/<slug>-collection). */
export class KyselyCollectionImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string): Promise<number> {
    const folder = path.join(contentDir, 'collections');
    const names = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
    const slugs: string[] = [];
    for (const name of names) {
      const source = path.join(folder, name);
      const collection = fieldReader(asFields(await readYamlFile(source), source), source);
      const slug = collection.text('slug');
      if (`${slug}.yaml` !== name)
        throw new ContentError(source, `"slug" must equal the file name`);
      const row = {
        slug,
        name: collection.text('name'),
        description: collection.text('description'),
        about_html: collection.optionalText('about') ?? '',
        sections_json: JSON.stringify(collection.list('sections')),
        minisite_url: collection.optionalText('minisite_url'),
        minisite_link_name: collection.optionalText('minisite_link_name'),
        minisite_image: collection.optionalText('minisite_image'),
        minisite_image_gif: collection.optionalText('minisite_image_gif'),
        bundle_multiplication: bundleMultiplication(
          collection.optionalNumber('multiplication'),
          source,
        ),
      };
      await this.db
        .insertInto('typeface_collections')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet(row))
        .execute();
      slugs.push(slug);
    }
    await this.db.deleteFrom('typeface_collections').where('slug', 'not in', slugs).execute();
    return slugs.length;
  }
}
