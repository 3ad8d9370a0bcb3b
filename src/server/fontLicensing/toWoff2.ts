import subsetFont from 'subset-font';
import { parseNameTable } from './nameTable';
import { readSfnt } from './sfntFont';

/**
 * The web licence's file: the same font as WOFF2, every glyph and every OpenType feature
 * kept. HarfBuzz keeps only name ids 0–6 unless told otherwise, which would drop the
 * licensee stamp (and the stylistic set names), so every name id the font has is kept.
 */
export async function toWoff2(font: Buffer): Promise<Buffer> {
  return subsetFont(font, null, {
    targetFormat: 'woff2',
    keepAllGlyphs: true,
    preserveNameIds: nameIds(font),
  });
}

function nameIds(font: Buffer): number[] {
  const nameTable = readSfnt(font).tables.find((table) => table.tag === 'name');
  if (!nameTable) return [];
  return [...new Set(parseNameTable(nameTable.data).records.map((record) => record.nameID))];
}
