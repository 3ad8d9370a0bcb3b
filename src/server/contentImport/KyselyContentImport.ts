import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { contentFingerprint } from '../content/adapters/contentFingerprint';
import { KyselyShopLicenceImport } from '../shop/adapters/KyselyShopLicenceImport';
import { KyselyBlogImport } from '../content/adapters/KyselyBlogImport';
import { KyselyCollectionImport } from '../content/adapters/KyselyCollectionImport';
import { KyselyCommissionImport } from '../content/adapters/KyselyCommissionImport';
import { KyselyPageImport } from '../content/adapters/KyselyPageImport';
import { KyselyTypefaceImport } from '../content/adapters/KyselyTypefaceImport';

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
 * raises the content version so every server process drops its cached answers. Each kind of
 * content is one step, a Kysely*Import over the transaction.
 */
export class KyselyContentImport {
  constructor(private readonly db: Kysely<Database>) {}

  async import(contentDir: string, options: ImportOptions = {}): Promise<ImportResult> {
    const started = Date.now();
    const fingerprint = await contentFingerprint(contentDir);
    const previous = await this.db
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

    return this.db.transaction().execute(async (trx) => {
      const typefaces = await new KyselyTypefaceImport(trx).import(contentDir);
      const tiers = await new KyselyShopLicenceImport(trx).import(contentDir);
      const collections = await new KyselyCollectionImport(trx).import(contentDir);
      const posts = await new KyselyBlogImport(trx).import(contentDir);
      const commissions = await new KyselyCommissionImport(trx).import(contentDir);
      const pages = await new KyselyPageImport(trx).import(contentDir);

      const version = (previous?.version ?? 0) + 1;
      const row = {
        id: IMPORT_ROW_ID,
        version,
        fingerprint,
        imported_at: new Date().toISOString(),
      };
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
}
