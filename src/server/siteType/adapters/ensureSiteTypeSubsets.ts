import { codePointsInSubset, UNICODE_SUBSETS } from '../../catalogue/app/files/unicodeSubsets';
import type { GeneratedFileCache } from '../../catalogue/adapters/files/generatedFileCache';
import { ensureScriptWebfont } from '../../catalogue/adapters/files/webfonts';
import { readSiteType } from './siteTypeSetting';

/**
 * Makes every script subset of the site's own faces ahead of the first visitor (run by
 * `main.js webfonts` at build, and by the import): the head declares them all.
 */
export async function ensureSiteTypeSubsets(
  files: GeneratedFileCache,
  webfontDir: string,
  contentDir: string,
): Promise<number> {
  let count = 0;
  for (const face of await readSiteType(contentDir)) {
    for (const subset of UNICODE_SUBSETS) {
      if (codePointsInSubset(subset.name, face.codePoints).length === 0) continue;
      const source = { typefaceSlug: face.typeface, fileName: face.fileName };
      await ensureScriptWebfont(files, webfontDir, contentDir, source, subset.name);
      count += 1;
    }
  }
  return count;
}
