import { deflateSync } from 'node:zlib';
import { readSfnt } from '../app/sfntFont';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const DIRECTORY_ENTRY_SIZE = 20;

/**
 * The font as WOFF 1.0 (https://www.w3.org/TR/WOFF/): the same tables, each compressed with
 * zlib when that makes it smaller. Written here rather than by HarfBuzz, because WOFF is made
 * per order from the stamped font, and this takes milliseconds where a subsetting pass and
 * its re-encoding take most of a second. The table bytes are the font's own, so its names,
 * glyphs and OpenType features are exactly those of the TTF/OTF beside it.
 */
export function toWoff(font: Buffer): Buffer {
  const sfnt = readSfnt(font);
  const flavor = sfnt.header.readUInt32BE(0);
  const directory = sfnt.tables.map((table, i) => {
    const compressed = deflateSync(table.data, { level: 9 });
    const data = compressed.length < table.data.length ? compressed : table.data;
    // The directory's checksums are the sfnt's own, read from its table records.
    const checksum = font.readUInt32BE(12 + i * 16 + 4);
    return { tag: table.tag, data, origLength: table.data.length, checksum };
  });
  const padded = (length: number) => (length + 3) & ~3;
  let offset = HEADER_SIZE + directory.length * DIRECTORY_ENTRY_SIZE;
  const placed = directory.map((entry) => {
    const at = offset;
    offset += padded(entry.data.length);
    return { ...entry, at };
  });
  const sfntSize =
    12 + 16 * directory.length + directory.reduce((sum, e) => sum + padded(e.origLength), 0);
  const output = Buffer.alloc(offset);
  output.writeUInt32BE(WOFF_SIGNATURE, 0);
  output.writeUInt32BE(flavor, 4);
  output.writeUInt32BE(offset, 8); // length
  output.writeUInt16BE(directory.length, 12);
  output.writeUInt16BE(0, 14); // reserved
  output.writeUInt32BE(sfntSize, 16);
  // majorVersion, minorVersion, metadata and private blocks: none.
  placed.forEach((entry, i) => {
    const at = HEADER_SIZE + i * DIRECTORY_ENTRY_SIZE;
    output.write(entry.tag, at, 'latin1');
    output.writeUInt32BE(entry.at, at + 4);
    output.writeUInt32BE(entry.data.length, at + 8);
    output.writeUInt32BE(entry.origLength, at + 12);
    output.writeUInt32BE(entry.checksum, at + 16);
    entry.data.copy(output, entry.at);
  });
  return output;
}
