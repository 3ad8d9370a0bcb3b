import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { detectScripts, type ScriptName } from '../../app/fonts/detectScripts';
import { cachedFontAnswer } from './fontAnswerCache';
import { subfamiliesTesterFeatures } from './familyTesterFeatures';
import { groupSubfamilies } from '../../app/fonts/groupSubfamilies';
import { readFontFacts } from './readFontFacts';
import type { GlyphGroupAnswer } from '../../../../contract/catalogue/glyphSetAnswer';
import { readGlyphSet } from './readGlyphSet';

/** Raise it when readGlyphSet answers differently: the cached answers go stale. */
const GLYPH_SET_VERSION = 1;

/**
 * A style's glyph set, read once per font file (1–4 s of shaping for a large font) and then
 * from the disk cache, so the glyph view's first request after a start or an import is fast.
 * The key holds the file's hash and what it was read for (scripts and features).
 */
export function cachedGlyphSet(
  filePath: string,
  hash: string,
  scripts: readonly ScriptName[],
  features: readonly string[],
): Promise<GlyphGroupAnswer[]> {
  const reading = createHash('sha256')
    .update(JSON.stringify([scripts, features]))
    .digest('hex')
    .slice(0, 12);
  return cachedFontAnswer(`glyphs-v${GLYPH_SET_VERSION}-${hash}-${reading}`, async () =>
    readGlyphSet(fontkit.create(await readFile(filePath)) as fontkit.Font, scripts, features),
  );
}

/**
 * Reads every style's glyph set into the cache with the scripts and features the import
 * gives its family (KyselyTypefaceImport.ts), so `npm run build` leaves none for a visitor to
 * wait on. Answers how many styles it read.
 */
export async function warmGlyphSets(contentDir: string): Promise<number> {
  const root = path.join(contentDir, 'typefaces');
  const folders = (await readdir(root, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  let count = 0;
  for (const { name } of folders) {
    const folder = path.join(root, name);
    const fileNames = (await readdir(folder)).filter((file) => /\.(ttf|otf)$/i.test(file));
    const fonts = await Promise.all(
      fileNames.map(async (fileName) => ({
        fileName,
        facts: await readFontFacts(path.join(folder, fileName)),
      })),
    );
    const scripts = detectScripts(new Set(fonts.flatMap((font) => font.facts.codePoints)));
    const tester = await subfamiliesTesterFeatures(folder, groupSubfamilies(fonts), scripts);
    const features = [...new Set(tester.scripts.flatMap((script) => script.features))].sort();
    for (const font of fonts) {
      await cachedGlyphSet(path.join(folder, font.fileName), font.facts.hash, scripts, features);
      count += 1;
    }
  }
  return count;
}
