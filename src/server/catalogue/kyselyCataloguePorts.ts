import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { KyselySiteIndex } from '../seo/KyselySiteIndex';
import type { SiteIndex } from '../seo/SiteIndex';
import type { CatalogueContent } from './CatalogueContent';
import { createContentVersionWatch, type ContentVersionWatch } from './contentVersionWatch';
import { KyselyCatalogueContent } from './KyselyCatalogueContent';
import { KyselyStyleFiles } from './KyselyStyleFiles';
import type { StyleFiles } from './StyleFiles';

/** The catalogue's ports (createCatalogue), and content/, whose files the adapters read too. */
export interface CataloguePorts {
  content: CatalogueContent;
  siteIndex: SiteIndex;
  styleFiles: StyleFiles;
  versions: ContentVersionWatch;
  contentDir: string;
}

/**
 * Part of the composition roots (app.ts, commands/cliComponents.ts for `main.js import`):
 * the catalogue's Kysely adapters over one database, sharing one content-version watch.
 */
export function kyselyCataloguePorts(db: Kysely<Database>, contentDir: string): CataloguePorts {
  const versions = createContentVersionWatch(db);
  return {
    content: new KyselyCatalogueContent(db, contentDir),
    siteIndex: new KyselySiteIndex(db),
    styleFiles: new KyselyStyleFiles(db, versions),
    versions,
    contentDir,
  };
}
