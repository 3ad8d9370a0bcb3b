import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { contentFingerprint } from './contentFingerprint';
import { importBlog } from './importBlog';
import { importCollections } from './importCollections';
import { importCommissions } from './importCommissions';
import { importPages } from './importPages';
import { importTypefaces } from './importTypefaces';
import { importShopLicences } from '../shop/importShopLicences';

export interface ImportOptions {
  /** Import even when the content tree looks unchanged since the last import. */
  force?: boolean;
}

export interface ImportResult {
  imported: boolean;
  /** The content version after the import (answer caches compare it). */
  version: number;
  notes: string[];
}

const IMPORT_ROW_ID = 1;

/**
 * Loads content/ into the database in one transaction (a visitor never sees half an
 * import), upserting by slug so a re-import updates rows instead of duplicating them, and
 * raises the content version so every server process drops its cached answers.
 */
export async function importContent(
  db: Kysely<Database>,
  contentDir: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const started = Date.now();
  const fingerprint = await contentFingerprint(contentDir);
  const previous = await db
    .selectFrom('content_imports')
    .select(['version', 'fingerprint'])
    .where('id', '=', IMPORT_ROW_ID)
    .executeTakeFirst();
  if (previous && previous.fingerprint === fingerprint && !options.force) {
    return {
      imported: false,
      version: previous.version,
      notes: [`content import: unchanged since the last import (version ${previous.version})`],
    };
  }

  return db.transaction().execute(async (trx) => {
    const typefaces = await importTypefaces(trx, contentDir);
    const tiers = await importShopLicences(trx, contentDir);
    const collections = await importCollections(trx, contentDir);
    const posts = await importBlog(trx, contentDir);
    const commissions = await importCommissions(trx, contentDir);
    const pages = await importPages(trx, contentDir);

    const version = (previous?.version ?? 0) + 1;
    const row = { id: IMPORT_ROW_ID, version, fingerprint, imported_at: new Date().toISOString() };
    await trx
      .insertInto('content_imports')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return {
      imported: true,
      version,
      notes: [
        `content import: ${typefaces.length} typefaces (${typefaces.join(', ')}), ${collections} collections, ` +
          `${posts} posts, ${commissions} case studies, ${pages} pages, ${tiers} licence tiers in ${Date.now() - started} ms (version ${version})`,
      ],
    };
  });
}
