import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { readFontFacts } from '../../../content/adapters/fonts/readFontFacts';
import type { GeneratedFileCache } from './generatedFileCache';
import { codePointsInSubset, type UnicodeSubsetName } from '../../app/files/unicodeSubsets';

/**
 * Which OpenType features a subset keeps and reaches: every feature, with (true) or without
 * (false) the glyphs they reach, or only the listed features, with the glyphs they reach.
 */
export type SubsetLayout = boolean | readonly string[];

export interface WebfontSource {
  typefaceSlug: string;
  fileName: string;
}

const RETAIL_FONT = /\.(otf|ttf)$/i;

/**
 * WEBFONT_DIR/<family>/<retail file name>.woff2, made from the retail file with every
 * glyph and OpenType feature kept (the specimen's type tester needs them all), only
 * recompressed as WOFF2. Named after the retail file, not the database's style slug, so
 * the build can make them all before any database exists.
 */
export async function ensureWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
): Promise<string> {
  const { retail, target } = webfontPaths(webfontDir, contentDir, source, '');
  const { mtimeMs } = await stat(retail);
  return files.ensure(target, mtimeMs, async () =>
    subsetFont(await readFile(retail), null, { targetFormat: 'woff2', keepAllGlyphs: true }),
  );
}

/**
 * WEBFONT_DIR/<family>/<retail file name>.<variant>.woff2: a subset holding only the glyphs
 * of `text` (with the OpenType features that shape them), for text that needs no more: a
 * script's share of reading text (unicodeSubsets.ts) or the names a page sets in the face.
 */
export function ensureSubsetWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  variant: string,
  /** Asked only when the file is made (a unicode subset reads the font's cmap for it). */
  text: () => Promise<string>,
  /**
   * Also keep the glyphs the text's OpenType features reach (small caps, alternates): reading
   * text may ask for them; a name set as it is does not, and they would triple its file. A
   * list of feature tags keeps those features only, with the glyphs they reach: text drawn
   * as the browser draws it by default (app/files/defaultLayoutFeatures.ts).
   */
  layoutClosure?: SubsetLayout,
): Promise<string>;
/** The same for a text the font may have no glyph of: `text` answers null, no file. */
export function ensureSubsetWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  variant: string,
  text: () => Promise<string | null>,
  layoutClosure?: SubsetLayout,
): Promise<string | null>;
export async function ensureSubsetWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  variant: string,
  text: () => Promise<string | null>,
  layoutClosure: SubsetLayout = true,
): Promise<string | null> {
  const { retail, target } = webfontPaths(webfontDir, contentDir, source, `.${variant}`);
  const { mtimeMs } = await stat(retail);
  return files.ensure(target, mtimeMs, async () => {
    const glyphs = await text();
    if (glyphs === null) return null;
    return subsetFont(await readFile(retail), glyphs, {
      targetFormat: 'woff2',
      noLayoutClosure: layoutClosure === false,
      // Without a list, every feature is kept (hb-subset's --layout-features=*).
      ...(typeof layoutClosure === 'boolean' ? {} : { keepFeatures: [...layoutClosure] }),
    });
  });
}

/**
 * A script's share of a style (unicodeSubsets.ts): the site's reading faces are declared
 * as one file per script. Without layout closure: EB Garamond's contextual alternates would
 * otherwise pull 1,033 glyphs into its Latin file (56 kB instead of 18 kB); the ligatures
 * stay, being in the Latin range. A script the font has no letter of has no file: null.
 */
export function ensureScriptWebfont(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  subset: UnicodeSubsetName,
  /** The type tester's share keeps the layout closure, under a name of its own (testerWebfonts.ts). */
  tester?: { variant: string },
): Promise<string | null> {
  return ensureSubsetWebfont(
    files,
    webfontDir,
    contentDir,
    source,
    tester?.variant ?? subset,
    async () => {
      const retail = path.join(contentDir, 'typefaces', source.typefaceSlug, source.fileName);
      const codePoints = codePointsInSubset(subset, (await readFontFacts(retail)).codePoints);
      return codePoints.length > 0 ? String.fromCodePoint(...codePoints) : null;
    },
    tester !== undefined,
  );
}

function webfontPaths(
  webfontDir: string,
  contentDir: string,
  source: WebfontSource,
  suffix: string,
) {
  const retail = path.join(contentDir, 'typefaces', source.typefaceSlug, source.fileName);
  const baseName = path.basename(source.fileName, path.extname(source.fileName));
  return {
    retail,
    target: path.join(webfontDir, source.typefaceSlug, `${baseName}${suffix}.woff2`),
  };
}

/**
 * Makes every web font of content/typefaces ahead of the first visitor: WOFF2 compression
 * takes a second or more a file, CPU time a page request should not wait for.
 */
export async function ensureAllWebfonts(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
): Promise<number> {
  const typefacesDir = path.join(contentDir, 'typefaces');
  const folders = await readdir(typefacesDir, { withFileTypes: true });
  let count = 0;
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const fileNames = await readdir(path.join(typefacesDir, folder.name));
    for (const fileName of fileNames.filter((name) => RETAIL_FONT.test(name))) {
      await ensureWebfont(files, webfontDir, contentDir, { typefaceSlug: folder.name, fileName });
      count += 1;
    }
  }
  return count;
}
