import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF, one line per text line in page order, as a reader would copy it. Made
 * for what pdfkit writes: flate-compressed content streams, embedded fonts whose glyph ids
 * are written as hex and decoded through the font's ToUnicode CMap, and the standard 14
 * fonts written as single-byte WinAnsi. Text pieces on one baseline are joined by a space.
 */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fontsByName = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, fonts] of object.dictionary.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of (fonts ?? '').matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dictionary ?? '');
        const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
        if (name && cmap) fontsByName.set(name, parseToUnicode(cmap.toString('latin1')));
      }
    }
  }
  const pagesObject = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dictionary));
  const kids = /\/Kids \[([^\]]*)\]/.exec(pagesObject?.dictionary ?? '')?.[1] ?? '';
  const lines: string[] = [];
  for (const [, page] of kids.matchAll(/(\d+) 0 R/g)) {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(Number(page))?.dictionary ?? '');
    const stream = contents ? objects.get(Number(contents[1]))?.stream : undefined;
    if (stream) lines.push(...textLines(stream.toString('latin1'), fontsByName));
  }
  return lines.join('\n');
}

export interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/** Every object of an uncompressed-xref PDF (what pdfkit writes), its stream inflated. */
export function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\b/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endobj', start);
    const streamAt = source.indexOf('stream', start);
    if (streamAt < 0 || streamAt > end) {
      objects.set(Number(match[1]), { dictionary: source.slice(start, end) });
      continue;
    }
    const dictionary = source.slice(start, streamAt);
    const dataStart = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    const stream = /\/Filter \/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/** Targets may hold several UTF-16 units, space-separated: `<0066 0069>` for the fi ligature. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (body ?? '').matchAll(/<(\w+)>\s*<([\w\s]+)>/g)) {
      map.set(parseInt(code ?? '0', 16), utf16(text ?? ''));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (body ?? '').matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[\w\s]+>)/g);
    for (const [, low, high, target] of ranges) {
      const first = parseInt(low ?? '0', 16);
      const last = parseInt(high ?? '0', 16);
      const listed = [...(target ?? '').matchAll(/<([\w\s]+)>/g)].map((m) => m[1] ?? '');
      for (let code = first; code <= last; code += 1) {
        if (target?.startsWith('[')) map.set(code, utf16(listed[code - first] ?? ''));
        else {
          const base = utf16(listed[0] ?? '');
          const lastUnit = base.charCodeAt(base.length - 1) + (code - first);
          map.set(code, base.slice(0, -1) + String.fromCharCode(lastUnit));
        }
      }
    }
  }
  return map;
}

function utf16(hex: string): string {
  return Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
}

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones prose uses. */
const WIN_ANSI: Readonly<Record<number, string>> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const TOKEN =
  /<([0-9a-fA-F\s]*)>|\((?:\\.|[^\\)])*\)|\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+|\[|\]/g;

function textLines(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let operands: string[] = [];
  let font: Map<number, string> | undefined;
  let y = 0;
  let lineY: number | null = null;
  const show = (text: string) => {
    if (lineY !== null && Math.abs(lineY - y) < 0.5) lines[lines.length - 1] += ` ${text}`;
    else lines.push(text);
    lineY = y;
  };
  for (const [token, hex] of content.matchAll(TOKEN)) {
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(hex !== undefined ? `<${hex}>` : token);
      continue;
    }
    if (token === 'Tf') font = fonts.get(operands[operands.length - 2]?.slice(1) ?? '');
    if (token === 'Tm') y = Number(operands[operands.length - 1]);
    if (token === 'Td' || token === 'TD') y += Number(operands[operands.length - 1]);
    if (token === 'Tj' || token === 'TJ') {
      show(operands.map((operand) => decodeString(operand, font)).join(''));
    }
    operands = [];
  }
  return lines;
}

function decodeString(operand: string, font: Map<number, string> | undefined): string {
  let bytes: Buffer;
  if (operand.startsWith('<')) bytes = Buffer.from(operand.slice(1, -1).replace(/\s/g, ''), 'hex');
  else if (operand.startsWith('(')) bytes = literalBytes(operand.slice(1, -1));
  else return '';
  if (font) {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += font.get(bytes.readUInt16BE(i)) ?? '';
    return text;
  }
  return [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

function literalBytes(literal: string): Buffer {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const text = literal.replace(/\\([0-7]{1,3}|.)/g, (_, escape: string) =>
    /^[0-7]/.test(escape) ? String.fromCharCode(parseInt(escape, 8)) : (escapes[escape] ?? escape),
  );
  return Buffer.from(text, 'latin1');
}
