import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { contentDirectory } from '../content/contentDirectory';
import type { Database } from '../database/schema';
import { AnswerCache } from './answerCache';
import { createContentVersionWatch, type ContentVersionWatch } from './contentVersionWatch';
import { ContentImages } from './files/contentImages';
import { GeneratedFileCache } from './files/generatedFileCache';
import { KyselyStyleFiles } from './KyselyStyleFiles';
import type { StyleFiles } from './StyleFiles';
import type { CatalogueContent } from './CatalogueContent';
import { KyselyCatalogueContent } from './KyselyCatalogueContent';
import type { SiteIndex } from '../seo/SiteIndex';
import { KyselySiteIndex } from '../seo/KyselySiteIndex';
import { familyNameText } from './answers/nameFaces';
import { loadTypefaceRecords } from './answers/typefaceRecords';
import { nameFacesStyle, type NameFacesStyle } from './nameFacesStyle';
import { perContentVersion, type PerContentVersion } from './perContentVersion';

/**
 * What the catalogue's routes share in one process: the content's ports, caches and folders
 * (never the database itself: routes read through the ports).
 */
export interface Catalogue {
  /** Each answer of the catalogue API, built from the imported content. */
  content: CatalogueContent;
  /** The site's pages, for the sitemap and the social images. */
  siteIndex: SiteIndex;
  /**
   * The one content-version reading of this process: the answer cache and the shops must
   * agree on it, or a shop answer could be cached for a new version from the old prices.
   */
  versions: ContentVersionWatch;
  answers: AnswerCache;
  /** Each style's retail file, for the web-font route (read once per content version). */
  styleFiles: StyleFiles;
  files: GeneratedFileCache;
  /** content/images, answered from memory. */
  images: ContentImages;
  contentDir: string;
  dataDir: string;
  webfontDir: string;
  foundryName: string;
  foundryAbbreviation: string;
  /** Family slug → the characters its names are set in (answers/nameFaces.ts). */
  nameTexts: PerContentVersion<Map<string, string>>;
  /** Every style's name subset as @font-face rules, for every page's head (nameFacesStyle.ts). */
  nameFaces: PerContentVersion<NameFacesStyle>;
}

export function createCatalogue(db: Kysely<Database>, config: ServerConfig): Catalogue {
  const versions = createContentVersionWatch(db);
  const contentDir = contentDirectory();
  const records = perContentVersion(versions, () => loadTypefaceRecords(db));
  return {
    content: new KyselyCatalogueContent(db, contentDir),
    siteIndex: new KyselySiteIndex(db),
    versions,
    answers: new AnswerCache(versions),
    styleFiles: new KyselyStyleFiles(db, versions),
    files: new GeneratedFileCache(),
    images: new ContentImages(path.join(contentDir, 'images'), versions),
    contentDir,
    dataDir: config.dataDir,
    webfontDir: config.webfontDir,
    foundryName: config.foundryName,
    foundryAbbreviation: config.foundryAbbreviation,
    nameTexts: perContentVersion(versions, async () => {
      const all = await records.get();
      return new Map(all.map((record) => [record.row.slug, familyNameText(record)]));
    }),
    nameFaces: perContentVersion(versions, async () => nameFacesStyle(await records.get())),
  };
}
