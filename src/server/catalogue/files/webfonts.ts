import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { GeneratedFileCache } from './generatedFileCache';

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
  const retail = path.join(contentDir, 'typefaces', source.typefaceSlug, source.fileName);
  const baseName = path.basename(source.fileName, path.extname(source.fileName));
  const target = path.join(webfontDir, source.typefaceSlug, `${baseName}.woff2`);
  const { mtimeMs } = await stat(retail);
  return files.ensure(target, mtimeMs, async () =>
    subsetFont(await readFile(retail), null, { targetFormat: 'woff2', keepAllGlyphs: true }),
  );
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
