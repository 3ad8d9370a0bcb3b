import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  lineBreaks,
  shapingPieces,
  writeBidiText,
} from '../../../src/server/catalogue/adapters/files/bidiPdfText';
import {
  isPlainLeftToRight,
  resolveBidi,
  visualRuns,
} from '../../../src/server/catalogue/adapters/files/bidiText';

const rtl = (text: string) => ({ text, direction: 'rtl' as const });
const ltr = (text: string) => ({ text, direction: 'ltr' as const });
const wholeLine = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(resolveBidi(text, direction), 0, text.length);

describe('visual runs of a line (Unicode bidi algorithm)', () => {
  it('puts Persian right to left around digits that read left to right', () => {
    expect(wholeLine('چاپ نخست، تهران ۱۴۰۱ — ۲۵۰۰ نسخه', 'rtl')).toEqual([
      rtl(' نسخه'),
      ltr('۲۵۰۰'),
      rtl(' — '),
      ltr('۱۴۰۱'),
      rtl('چاپ نخست، تهران '),
    ]);
  });

  it('puts Hebrew right to left and Latin left to right, Hebrew first on the right', () => {
    expect(wholeLine('שלום עולם · Hello, world', 'rtl')).toEqual([
      ltr('Hello, world'),
      rtl('שלום עולם · '),
    ]);
  });

  it('mirrors brackets that read right to left', () => {
    // On the page: "(1908) רפס", the year in brackets that open towards it.
    expect(wholeLine('ספר (1908)', 'rtl')).toEqual([rtl('('), ltr('1908'), rtl('ספר )')]);
  });

  it('keeps a left-to-right paragraph in order around the right-to-left words in it', () => {
    expect(wholeLine('Set in فارسی and עברית.', 'ltr')).toEqual([
      ltr('Set in '),
      rtl('فارسی'),
      ltr(' and '),
      rtl('עברית'),
      ltr('.'),
    ]);
  });

  it('reorders one line of a paragraph, its trailing space at the paragraph edge', () => {
    // In the whole paragraph the space between two Latin words reads left to right; at the
    // end of a right-to-left line it belongs to the line's left edge (rule L1).
    const paragraph = resolveBidi('abc def', 'rtl');
    expect(visualRuns(paragraph, 0, 4)).toEqual([rtl(' '), ltr('abc')]);
    expect(visualRuns(paragraph, 4, 7)).toEqual([ltr('def')]);
  });

  it('tells plain left-to-right text apart', () => {
    expect(isPlainLeftToRight(resolveBidi('EB Garamond 0123 £1,234.50', 'ltr'))).toBe(true);
    expect(isPlainLeftToRight(resolveBidi('Vazirmatn Regular', 'rtl'))).toBe(false);
    expect(isPlainLeftToRight(resolveBidi('Frank Ruhl Libre: עברית', 'ltr'))).toBe(false);
  });
});

describe('pieces fontkit shapes in the right direction', () => {
  it('keeps a run fontkit reads the same way as one piece, for joining and kerning', () => {
    expect(shapingPieces(rtl('کتاب خوب'))).toEqual(['کتاب خوب']);
    expect(shapingPieces(ltr('Hello, world'))).toEqual(['Hello, world']);
    expect(shapingPieces(rtl(')کتاب('))).toEqual([')کتاب(']);
  });

  it('cuts Persian digits, which fontkit would reverse as Arabic script', () => {
    expect(shapingPieces(ltr('۱۴۰۱'))).toEqual(['۱', '۴', '۰', '۱']);
  });

  it('cuts right-to-left punctuation, which fontkit would keep left to right', () => {
    expect(shapingPieces(rtl('، ('))).toEqual(['(', ' ', '،']);
  });
});

describe('line breaks', () => {
  it('breaks greedily at spaces, in reading order', () => {
    const length = (piece: string) => piece.length;
    expect(lineBreaks('aa bb cc', 5, length)).toEqual([
      [0, 5],
      [6, 8],
    ]);
    expect(lineBreaks('  toolongword x', 5, length)).toEqual([
      [2, 13],
      [14, 15],
    ]);
    expect(lineBreaks('aa   bb', 7, length)).toEqual([[0, 7]]);
  });
});

describe('writing text to a PDF', () => {
  const FONT = path.resolve('content/typefaces/eb-garamond/EBGaramond_400Regular.ttf');
  const render = (write: (doc: PDFKit.PDFDocument) => void) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) =>
      doc.on('end', () => resolve(Buffer.concat(chunks))),
    );
    write(doc.font(FONT).fontSize(14));
    doc.end();
    return done;
  };

  it('leaves left-to-right text exactly as pdfkit sets it', async () => {
    const text = 'Ægir sailed the fjord; office affinity 0123456789 — '.repeat(6);
    const plain = await render((doc) => doc.text(text, { align: 'left', lineGap: 4 }));
    const bidi = await render((doc) => writeBidiText(doc, text, { direction: 'ltr', lineGap: 4 }));
    expect(bidi.equals(plain)).toBe(true);
  });
});
