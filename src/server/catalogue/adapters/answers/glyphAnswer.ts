import path from 'node:path';
import type { ScriptName } from '../../../content/app/fonts/detectScripts';
import { cachedGlyphSet } from '../../../content/adapters/fonts/cachedGlyphSet';
import { failed, succeeded } from '../../../application/Result';
import { contentNotFound } from '../../app/ContentNotFound';
import { parseTesterFeatures } from '../../app/answers/testerScripts';
import { parseJsonList, type TypefaceRows } from '../../app/typefaceRows';

/**
 * GET /typefaces/{page}/styles/{style}/glyphs: the glyph view of one style, read from the
 * retail font once per file (cachedGlyphSet: `npm run build` reads them all) and kept per
 * content version in memory; the browser draws each glyph with the web font. `contentDir` is
 * where the retail fonts are.
 */
export async function glyphSetAnswer(record: TypefaceRows, contentDir: string, styleSlug: string) {
  const style = record.styles.find((candidate) => candidate.slug === styleSlug);
  if (!style) return failed(contentNotFound('This style does not exist.'));
  const file = path.join(contentDir, 'typefaces', record.row.slug, style.file_name);
  const tester = parseTesterFeatures(record.row.tester_json);
  const features = [...new Set(tester.scripts.flatMap((script) => script.features))].sort();
  const scripts = parseJsonList<ScriptName>(record.row.scripts_json);
  return succeeded({
    style: { name: style.name, slug: style.slug },
    groups: await cachedGlyphSet(file, style.file_hash, scripts, features),
  });
}
