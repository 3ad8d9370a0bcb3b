import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { KyselySiteIndex } from './KyselySiteIndex';
import type { SiteIndex } from '../app/SiteIndex';
import type {
  BlogContent,
  CommissionContent,
  PageContent,
  TypefaceContent,
} from '../app/CatalogueContent';
import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { KyselyBlogContent } from './KyselyBlogContent';
import { KyselyCommissionContent } from './KyselyCommissionContent';
import { KyselyContentVersionWatch } from './KyselyContentVersionWatch';
import { KyselyPageContent } from './KyselyPageContent';
import { KyselyStyleFiles } from './KyselyStyleFiles';
import { KyselyTypefaceContent } from './KyselyTypefaceContent';
import { KyselyTypefaceRows } from './KyselyTypefaceRows';
import type { StyleFiles } from '../app/StyleFiles';

/** The catalogue's ports (createCatalogue), and content/, whose files the adapters read too. */
export interface CataloguePorts {
  typefaceContent: TypefaceContent;
  blogContent: BlogContent;
  pageContent: PageContent;
  commissionContent: CommissionContent;
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
  const versions = new KyselyContentVersionWatch(db);
  const typefaceRows = new KyselyTypefaceRows(db);
  const blogContent = new KyselyBlogContent(db);
  return {
    typefaceContent: new KyselyTypefaceContent(db, typefaceRows, contentDir),
    blogContent,
    pageContent: new KyselyPageContent(db, typefaceRows, blogContent),
    commissionContent: new KyselyCommissionContent(db),
    siteIndex: new KyselySiteIndex(db),
    styleFiles: new KyselyStyleFiles(db, versions),
    versions,
    contentDir,
  };
}
