import { NAME_ID, nameText, parseNameTable, replaceName } from './nameTable';
import { rewriteNames } from './rewriteNames';
import { readSfnt, writeSfnt } from './sfntFont';

/** The four styles a font menu links as one family (OpenType name id 1/2 "RIBBI"). */
const RIBBI = new Set(['Regular', 'Italic', 'Bold', 'Bold Italic']);
/** Names that describe the variable font and say nothing true of a static instance. */
const VARIABLE_ONLY_NAMES = [
  NAME_ID.wwsFamily,
  22, // WWS subfamily
  NAME_ID.variationsPostScriptPrefix,
];
const SUBFAMILY = 2;
const TYPOGRAPHIC_SUBFAMILY = 17;
const OS2_FS_SELECTION = 62;
const FS_ITALIC = 0x01;
const FS_BOLD = 0x20;
const FS_REGULAR = 0x40;
const HEAD_MAC_STYLE = 44;
const MAC_BOLD = 0x01;
const MAC_ITALIC = 0x02;

/**
 * The family a variable font's static instances are installed under: its typographic family
 * without " Variable", so "Inter Variable" and its statics ("Inter") can be installed side by
 * side without one replacing the other in a font menu (Google Fonts names its statics so).
 */
export function staticFamilyName(variableFont: Buffer): string {
  const nameTable = readSfnt(variableFont).tables.find((table) => table.tag === 'name');
  if (!nameTable) throw new Error('The font has no name table');
  const { records } = parseNameTable(nameTable.data);
  const family =
    nameText(records, NAME_ID.typographicFamily) ?? nameText(records, NAME_ID.family) ?? 'Font';
  return family.replace(/\s+Variable$/i, '');
}

/** "Bold Italic" in "Inter" → "Inter-BoldItalic": the PostScript name and the file's name. */
export function staticPostScriptName(family: string, instance: string): string {
  return `${family}-${instance}`.replace(/[^A-Za-z0-9-]/g, '');
}

/**
 * A static instance (HarfBuzz pins the axes, sets usWeightClass, and leaves the names as the
 * variable font had them) named as the instance it is: family and style names after the
 * OpenType name table's rules (RIBBI styles share the family name id 1, others get a family
 * of their own), and the bold and italic bits of OS/2 and head set to match.
 */
export function nameStaticInstance(instanceFont: Buffer, family: string, instance: string): Buffer {
  const ribbi = RIBBI.has(instance);
  const italic = /\bItalic\b/.test(instance);
  const bold = ribbi && /\bBold\b/.test(instance);
  const legacyFamily = ribbi ? family : `${family} ${instance.replace(/\s*Italic\b/, '')}`.trim();
  const legacySubfamily = ribbi ? instance : italic ? 'Italic' : 'Regular';
  const postScript = staticPostScriptName(family, instance);
  const named = rewriteNames(instanceFont, (records) => {
    const version = nameText(records, 5) ?? '';
    const edits: [number, string][] = [
      [NAME_ID.family, legacyFamily],
      [SUBFAMILY, legacySubfamily],
      [NAME_ID.uniqueId, `${version};${postScript}`],
      [NAME_ID.fullName, `${family} ${instance}`],
      [NAME_ID.postScript, postScript],
      [NAME_ID.typographicFamily, family],
      [TYPOGRAPHIC_SUBFAMILY, instance],
    ];
    return edits.reduce(
      (kept, [id, text]) => replaceName(kept, id, text),
      records.filter((record) => !VARIABLE_ONLY_NAMES.includes(record.nameID)),
    );
  });
  return withStyleBits(named, { bold, italic });
}

function withStyleBits(font: Buffer, style: { bold: boolean; italic: boolean }): Buffer {
  const sfnt = readSfnt(font);
  const os2 = sfnt.tables.find((table) => table.tag === 'OS/2');
  const head = sfnt.tables.find((table) => table.tag === 'head');
  if (os2) {
    const data = Buffer.from(os2.data);
    const kept = data.readUInt16BE(OS2_FS_SELECTION) & ~(FS_ITALIC | FS_BOLD | FS_REGULAR);
    const bits =
      (style.italic ? FS_ITALIC : 0) |
      (style.bold ? FS_BOLD : 0) |
      (!style.italic && !style.bold ? FS_REGULAR : 0);
    data.writeUInt16BE(kept | bits, OS2_FS_SELECTION);
    os2.data = data;
  }
  if (head) {
    const data = Buffer.from(head.data);
    const kept = data.readUInt16BE(HEAD_MAC_STYLE) & ~(MAC_BOLD | MAC_ITALIC);
    data.writeUInt16BE(
      kept | (style.bold ? MAC_BOLD : 0) | (style.italic ? MAC_ITALIC : 0),
      HEAD_MAC_STYLE,
    );
    head.data = data;
  }
  return writeSfnt(sfnt);
}
