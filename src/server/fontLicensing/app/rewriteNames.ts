import { buildNameTable, parseNameTable, type NameRecord } from './nameTable';
import { readSfnt, writeSfnt } from './sfntFont';

/**
 * The font with the records of its name table replaced by what `edit` makes of them. Every
 * other table keeps its bytes (head only gets its new checkSumAdjustment), so the glyphs,
 * hinting and OpenType features are exactly the ones the font had.
 */
export function rewriteNames(
  font: Buffer,
  edit: (records: readonly NameRecord[]) => NameRecord[],
): Buffer {
  const sfnt = readSfnt(font);
  const nameTable = sfnt.tables.find((table) => table.tag === 'name');
  if (!nameTable) throw new Error('The font has no name table');
  const names = parseNameTable(nameTable.data);
  nameTable.data = buildNameTable({ ...names, records: edit(names.records) });
  return writeSfnt(sfnt);
}
