import path from 'node:path';
import type { ServerConfig } from '../config';
import { foundryIdentity, type FoundryIdentity } from '../foundry/app/FoundryIdentity';
import { AnswerCache } from './app/answerCache';
import type { ContentVersionWatch } from '../content/app/contentVersionWatch';
import { ContentImages } from './adapters/files/contentImages';
import { GeneratedFileCache } from './adapters/files/generatedFileCache';
import type { StyleFiles } from './app/StyleFiles';
import type {
  BlogContent,
  CommissionContent,
  PageContent,
  TypefaceContent,
} from './app/CatalogueContent';
import type { SiteIndex } from './app/SiteIndex';
import { familyNameText } from './app/answers/nameFaces';
import { titleText } from './app/answers/titleFace';
import { firstLinesText } from './app/answers/firstLinesFace';
import type { CataloguePorts } from './adapters/kyselyCataloguePorts';
import { nameFacesStyle, type NameFacesStyle } from './app/nameFacesStyle';
import { perContentVersion, type PerContentVersion } from './app/perContentVersion';

/**
 * What the catalogue's routes share in one process: the content's ports, caches and folders
 * (never the database itself: routes read through the ports).
 */
export interface Catalogue {
  /** Each answer of the catalogue API, built from the imported content, per area. */
  typefaceContent: TypefaceContent;
  blogContent: BlogContent;
  pageContent: PageContent;
  commissionContent: CommissionContent;
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
  /** Who the foundry is, as content pages name it (foundryPlaceholders.ts). */
  foundry: FoundryIdentity;
  /** Family slug → the characters its names are set in (app/answers/nameFaces.ts). */
  nameTexts: PerContentVersion<Map<string, string>>;
  /** Family slug → the characters its specimen's title is set in (app/answers/titleFace.ts). */
  titleTexts: PerContentVersion<Map<string, string>>;
  /** Family slug → the characters its tester's first lines are set in (app/answers/firstLinesFace.ts). */
  firstLinesTexts: PerContentVersion<Map<string, string>>;
  /** Every style's name subset as @font-face rules, for every page's head (nameFacesStyle.ts). */
  nameFaces: PerContentVersion<NameFacesStyle>;
}

/** The catalogue's caches and folders around its ports, built by the composition roots. */
export function createCatalogue(ports: CataloguePorts, config: ServerConfig): Catalogue {
  const { typefaceContent, versions, contentDir } = ports;
  const records = perContentVersion(versions, () => typefaceContent.typefaceRecords());
  return {
    typefaceContent,
    blogContent: ports.blogContent,
    pageContent: ports.pageContent,
    commissionContent: ports.commissionContent,
    siteIndex: ports.siteIndex,
    versions,
    answers: new AnswerCache(versions),
    styleFiles: ports.styleFiles,
    files: new GeneratedFileCache(),
    images: new ContentImages(path.join(contentDir, 'images'), versions),
    contentDir,
    dataDir: config.dataDir,
    webfontDir: config.webfontDir,
    foundryName: config.foundryName,
    foundryAbbreviation: config.foundryAbbreviation,
    foundry: foundryIdentity(config),
    nameTexts: perContentVersion(versions, async () => {
      const all = await records.get();
      return new Map(all.map((record) => [record.slug, familyNameText(record)]));
    }),
    titleTexts: perContentVersion(versions, async () => {
      const all = await records.get();
      return new Map(all.map((record) => [record.slug, titleText(record.name)]));
    }),
    firstLinesTexts: perContentVersion(versions, async () => {
      const all = await records.get();
      return new Map(all.map((record) => [record.slug, firstLinesText(record)]));
    }),
    nameFaces: perContentVersion(versions, async () => nameFacesStyle(await records.get())),
  };
}
