/** One string of the OpenType `name` table, with its encoded bytes. */
export interface NameRecord {
  platformID: number;
  encodingID: number;
  languageID: number;
  nameID: number;
  bytes: Buffer;
}

export interface NameTable {
  /** Format 1 adds language-tag strings, kept as they are. */
  format: 0 | 1;
  records: NameRecord[];
  langTags: Buffer[];
}

export const WINDOWS = { platformID: 3, encodingID: 1, languageID: 0x409 } as const;

/** The OpenType name ids this project reads or writes. */
export const NAME_ID = {
  family: 1,
  uniqueId: 3,
  fullName: 4,
  postScript: 6,
  licenseDescription: 13,
  typographicFamily: 16,
  compatibleFullName: 18,
  wwsFamily: 21,
  variationsPostScriptPrefix: 25,
} as const;

const UNICODE_PLATFORM = 0;
const MACINTOSH_PLATFORM = 1;
const MAC_ROMAN_ENCODING = 0;

export function parseNameTable(data: Buffer): NameTable {
  const format = data.readUInt16BE(0);
  if (format !== 0 && format !== 1) throw new Error(`Unknown name table format ${format}`);
  const count = data.readUInt16BE(2);
  const storage = data.readUInt16BE(4);
  const string = (length: number, offset: number) =>
    Buffer.from(data.subarray(storage + offset, storage + offset + length));
  const records = Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 12;
    return {
      platformID: data.readUInt16BE(at),
      encodingID: data.readUInt16BE(at + 2),
      languageID: data.readUInt16BE(at + 4),
      nameID: data.readUInt16BE(at + 6),
      bytes: string(data.readUInt16BE(at + 8), data.readUInt16BE(at + 10)),
    };
  });
  const langTags: Buffer[] = [];
  if (format === 1) {
    const tagsAt = 6 + count * 12;
    const tagCount = data.readUInt16BE(tagsAt);
    for (let i = 0; i < tagCount; i += 1) {
      const at = tagsAt + 2 + i * 4;
      langTags.push(string(data.readUInt16BE(at), data.readUInt16BE(at + 2)));
    }
  }
  return { format, records, langTags };
}

/** Records sorted as the spec requires; identical strings share their storage. */
export function buildNameTable(table: NameTable): Buffer {
  const records = [...table.records].sort(
    (a, b) =>
      a.platformID - b.platformID ||
      a.encodingID - b.encodingID ||
      a.languageID - b.languageID ||
      a.nameID - b.nameID,
  );
  const headerSize =
    6 + records.length * 12 + (table.format === 1 ? 2 + table.langTags.length * 4 : 0);
  const pieces: Buffer[] = [];
  const offsets = new Map<string, number>();
  let storageLength = 0;
  const place = (bytes: Buffer): number => {
    const key = bytes.toString('hex');
    const known = offsets.get(key);
    if (known !== undefined) return known;
    offsets.set(key, storageLength);
    pieces.push(bytes);
    storageLength += bytes.length;
    return storageLength - bytes.length;
  };
  const header = Buffer.alloc(headerSize);
  header.writeUInt16BE(table.format, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(headerSize, 4);
  records.forEach((record, i) => {
    const at = 6 + i * 12;
    header.writeUInt16BE(record.platformID, at);
    header.writeUInt16BE(record.encodingID, at + 2);
    header.writeUInt16BE(record.languageID, at + 4);
    header.writeUInt16BE(record.nameID, at + 6);
    header.writeUInt16BE(record.bytes.length, at + 8);
    header.writeUInt16BE(place(record.bytes), at + 10);
  });
  if (table.format === 1) {
    const tagsAt = 6 + records.length * 12;
    header.writeUInt16BE(table.langTags.length, tagsAt);
    table.langTags.forEach((tag, i) => {
      header.writeUInt16BE(tag.length, tagsAt + 2 + i * 4);
      header.writeUInt16BE(place(tag), tagsAt + 4 + i * 4);
    });
  }
  return Buffer.concat([header, ...pieces]);
}

/** Windows Unicode strings are UTF-16BE. */
export function windowsString(nameID: number, text: string): NameRecord {
  return { ...WINDOWS, nameID, bytes: Buffer.from(text, 'utf16le').swap16() };
}

/**
 * The records with every platform's and language's string of `nameID` replaced by one
 * Windows English string: an old one left on another platform would still be read there.
 */
export function replaceName(
  records: readonly NameRecord[],
  nameID: number,
  text: string,
): NameRecord[] {
  return [...records.filter((record) => record.nameID !== nameID), windowsString(nameID, text)];
}

/**
 * The text of a name id as font menus read it: the Windows English string, else any other
 * Unicode one, else the Mac Roman one (the only legacy Mac encoding decoded here).
 */
export function nameText(records: readonly NameRecord[], nameID: number): string | undefined {
  const strings = records.filter((record) => record.nameID === nameID);
  const record =
    strings.find(
      (r) => r.platformID === WINDOWS.platformID && r.languageID === WINDOWS.languageID,
    ) ??
    strings.find((r) => isUtf16(r)) ??
    strings.find((r) => r.platformID === MACINTOSH_PLATFORM && r.encodingID === MAC_ROMAN_ENCODING);
  if (!record) return undefined;
  if (!isUtf16(record)) return new TextDecoder('macintosh').decode(record.bytes);
  // Copied before swapping (swap16 works in place); a stray odd byte is not a character.
  return Buffer.from(record.bytes.subarray(0, record.bytes.length & ~1))
    .swap16()
    .toString('utf16le');
}

/** Unicode and Windows strings are UTF-16BE whatever their encoding id. */
function isUtf16(record: NameRecord): boolean {
  return record.platformID === UNICODE_PLATFORM || record.platformID === WINDOWS.platformID;
}
