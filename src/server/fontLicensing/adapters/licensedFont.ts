import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { parseNameTable } from '../app/nameTable';
import { readSfnt } from '../app/sfntFont';
import { codePointsWithout } from '../app/scriptCoverage';

/**
 * Every name id the font has: HarfBuzz keeps only ids 0–6 unless told otherwise, which would
 * drop the licence texts, the typographic names and the stylistic sets' names.
 */
export function nameIdsOf(font: Buffer): number[] {
  const nameTable = readSfnt(font).tables.find((table) => table.tag === 'name');
  if (!nameTable) return [];
  return [...new Set(parseNameTable(nameTable.data).records.map((record) => record.nameID))];
}

/**
 * The font with the characters of the `withheld` scripts taken out of its cmap, by HarfBuzz's
 * subsetter (hb-subset through subset-font): the glyphs the kept characters reach through
 * their OpenType features (small caps, ligatures, alternates) stay with those features,
 * kerning and marks; the glyphs only withheld characters reach go. Nothing withheld (or
 * nothing of it in the font): the font itself, byte for byte.
 */
export async function withoutScripts(font: Buffer, withheld: readonly string[]): Promise<Buffer> {
  if (withheld.length === 0) return font;
  // A TTF/OTF file is one font, never a collection (readSfnt refuses those).
  const characters = (fontkit.create(font) as fontkit.Font).characterSet;
  const kept = codePointsWithout(characters, withheld);
  if (kept.length === characters.length) return font;
  return subsetFont(font, String.fromCodePoint(...kept), {
    targetFormat: 'sfnt',
    preserveNameIds: nameIdsOf(font),
  });
}

/**
 * One named instance of a variable font: every axis pinned by HarfBuzz's instancer (gvar,
 * fvar and the other variation tables go; outlines, metrics and features are those of the
 * instance). Its names are still the variable font's (nameStaticInstance renames it).
 */
export async function pinnedInstance(
  font: Buffer,
  coordinates: Readonly<Record<string, number>>,
): Promise<Buffer> {
  return subsetFont(font, null, {
    targetFormat: 'sfnt',
    keepAllGlyphs: true,
    variationAxes: { ...coordinates },
    preserveNameIds: nameIdsOf(font),
  });
}
