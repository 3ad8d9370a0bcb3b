import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../app/perContentVersion';
import type { StyleFile, StyleFiles } from '../app/StyleFiles';

/** Family slug → style slug → file. */
type StyleFileIndex = Map<string, Map<string, StyleFile>>;

/**
 * The styles' files in the database (typeface_styles). Every page of the site loads several
 * web fonts, so finding the file must not cost a query each: the whole index (one row per
 * style) is read once per content version and kept in memory.
 */
export class KyselyStyleFiles implements StyleFiles {
  private readonly index: PerContentVersion<StyleFileIndex>;

  constructor(db: Kysely<Database>, versions: ContentVersionWatch) {
    this.index = perContentVersion(versions, () => loadStyleFiles(db));
  }

  async find(familySlug: string, styleSlug: string): Promise<StyleFile | undefined> {
    return (await this.index.get()).get(familySlug)?.get(styleSlug);
  }
}

async function loadStyleFiles(db: Kysely<Database>): Promise<StyleFileIndex> {
  const rows = await db
    .selectFrom('typeface_styles')
    .innerJoin('typefaces', 'typefaces.id', 'typeface_styles.typeface_id')
    .select([
      'typefaces.slug as family',
      'typeface_styles.slug as style',
      'typeface_styles.file_name',
      'typeface_styles.file_hash',
    ])
    .execute();
  const index: StyleFileIndex = new Map();
  for (const row of rows) {
    let family = index.get(row.family);
    if (!family) {
      family = new Map();
      index.set(row.family, family);
    }
    family.set(row.style, { fileName: row.file_name, fileHash: row.file_hash });
  }
  return index;
}
