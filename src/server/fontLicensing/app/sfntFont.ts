/**
 * The table directory of a TrueType/OpenType font file (the sfnt container), read and
 * written by hand: no library writes a changed table back without re-encoding (and so
 * losing) parts of the font.
 */
export interface SfntTable {
  tag: string;
  data: Buffer;
}

export interface SfntFont {
  /** The 12-byte offset table: version and the binary-search fields, unchanged on write. */
  header: Buffer;
  /** In directory order (sorted by tag, as the file had them). */
  tables: SfntTable[];
  /** The tags in the order their data lay in the file, kept on write. */
  physicalOrder: string[];
}

const TRUETYPE = 0x00010000;
const OPENTYPE_CFF = 0x4f54544f; // 'OTTO'
const TABLE_RECORD_SIZE = 16;
const HEAD_CHECKSUM_ADJUSTMENT = 8;
const CHECKSUM_MAGIC = 0xb1b0afba;

export function readSfnt(font: Buffer): SfntFont {
  const version = font.readUInt32BE(0);
  if (version !== TRUETYPE && version !== OPENTYPE_CFF) {
    throw new Error('Not a TTF or OTF font (WOFF, WOFF2 and collections are not stamped)');
  }
  const count = font.readUInt16BE(4);
  const records = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * TABLE_RECORD_SIZE;
    return {
      tag: font.toString('latin1', at, at + 4),
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    };
  });
  return {
    header: Buffer.from(font.subarray(0, 12)),
    tables: records.map((r) => ({
      tag: r.tag,
      data: font.subarray(r.offset, r.offset + r.length),
    })),
    physicalOrder: [...records].sort((a, b) => a.offset - b.offset).map((r) => r.tag),
  };
}

/**
 * A valid font file: each table 4-byte aligned and zero-padded, every table checksum
 * recomputed, and head.checkSumAdjustment set so that the whole file sums to the magic.
 */
export function writeSfnt(font: SfntFont): Buffer {
  const directorySize = 12 + font.tables.length * TABLE_RECORD_SIZE;
  const offsets = new Map<string, number>();
  let end = directorySize;
  for (const tag of font.physicalOrder) {
    offsets.set(tag, end);
    end += padded(tableNamed(font, tag).data.length);
  }
  const output = Buffer.alloc(end);
  font.header.copy(output, 0);
  font.tables.forEach((table, i) => {
    const at = 12 + i * TABLE_RECORD_SIZE;
    const offset = offsets.get(table.tag) ?? 0;
    table.data.copy(output, offset);
    if (table.tag === 'head') output.writeUInt32BE(0, offset + HEAD_CHECKSUM_ADJUSTMENT);
    output.write(table.tag, at, 'latin1');
    output.writeUInt32BE(
      checksum(output.subarray(offset, offset + padded(table.data.length))),
      at + 4,
    );
    output.writeUInt32BE(offset, at + 8);
    output.writeUInt32BE(table.data.length, at + 12);
  });
  const head = offsets.get('head');
  if (head !== undefined) {
    const adjustment = (CHECKSUM_MAGIC - checksum(output)) >>> 0;
    output.writeUInt32BE(adjustment, head + HEAD_CHECKSUM_ADJUSTMENT);
  }
  return output;
}

/** The OpenType checksum: the sum of big-endian uint32s, modulo 2^32 (data is padded). */
export function checksum(data: Buffer): number {
  let sum = 0;
  for (let at = 0; at < data.length; at += 4) sum = (sum + data.readUInt32BE(at)) >>> 0;
  return sum;
}

function padded(length: number): number {
  return (length + 3) & ~3;
}

function tableNamed(font: SfntFont, tag: string): SfntTable {
  const table = font.tables.find((t) => t.tag === tag);
  if (!table) throw new Error(`No ${tag} table`);
  return table;
}
