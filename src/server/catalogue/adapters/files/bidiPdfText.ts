import {
  isPlainLeftToRight,
  resolveBidi,
  visualRuns,
  type TextDirection,
  type VisualRun,
} from './bidiText';

export interface BidiTextOptions {
  /** The paragraph direction: right to left for a right-to-left typeface's own text. */
  direction: TextDirection;
  /** Defaults to the side the direction starts from. */
  align?: 'left' | 'right' | 'center';
  features?: PDFKit.Mixins.OpenTypeFeatures[];
  lineGap?: number;
}

/**
 * `doc.text` for text that may read right to left: wraps across the page from `doc.x` and
 * `doc.y` as `doc.text` does, then sets each line in visual order. pdfkit shapes with fontkit
 * but has no bidi algorithm of its own, so Arabic and Hebrew would come out word by word
 * left to right. Text that is left to right throughout goes to `doc.text` unchanged.
 */
export function writeBidiText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: BidiTextOptions,
): PDFKit.PDFDocument {
  const align = options.align ?? (options.direction === 'rtl' ? 'right' : 'left');
  const paragraphs = text.split('\n').map((line) => resolveBidi(line, options.direction));
  if (paragraphs.every(isPlainLeftToRight)) {
    return doc.text(text, { align, features: options.features, lineGap: options.lineGap });
  }

  // An empty list still reaches fontkit as "features given", which makes pdfkit lay a piece
  // out in one call instead of word by word: a right-to-left piece must be reversed whole.
  const features = options.features ?? [];
  const left = doc.x;
  const width = doc.page.width - left - doc.page.margins.right;
  // Measured word by word, as pdfkit's own wrapper does: Arabic joining stops at a space.
  const widthOf = (piece: string) => doc.widthOfString(piece, { features: options.features });

  for (const paragraph of paragraphs) {
    const lines = lineBreaks(paragraph.text, width, widthOf);
    if (lines.length === 0) lines.push([0, 0]); // an empty paragraph still takes a line
    for (const [start, end] of lines) {
      // The page break pdfkit's own wrapper makes. A new page starts in black, which is
      // what the specimen sets its text in; pdfkit's remembered colour is private.
      if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.continueOnNewPage();
      const pieces = visualRuns(paragraph, start, end).flatMap(shapingPieces);
      const widths = pieces.map((piece) => doc.widthOfString(piece, { features }));
      const lineWidth = widths.reduce((sum, w) => sum + w, 0);
      let x = left;
      if (align === 'right') x += width - lineWidth;
      if (align === 'center') x += (width - lineWidth) / 2;
      const y = doc.y;
      pieces.forEach((piece, i) => {
        doc.text(piece, x, y, { lineBreak: false, features });
        x += widths[i] ?? 0;
      });
      doc.x = left;
      doc.y = y + doc.currentLineHeight(true) + (options.lineGap ?? 0);
    }
  }
  return doc;
}

/**
 * Greedy breaks at spaces, in reading order, as [start, end) of each line without its
 * breaking spaces. A word wider than the line gets a line of its own rather than being cut.
 */
export function lineBreaks(
  text: string,
  maxWidth: number,
  widthOf: (piece: string) => number,
): [number, number][] {
  const lines: [number, number][] = [];
  let lineWidth = 0;
  for (const word of text.matchAll(/\S+/g)) {
    const start = word.index;
    const end = start + word[0].length;
    const wordWidth = widthOf(word[0]);
    const line = lines[lines.length - 1];
    const joined = line ? lineWidth + widthOf(text.slice(line[1], start)) + wordWidth : Infinity;
    if (line && joined <= maxWidth + 1e-6) {
      line[1] = end;
      lineWidth = joined;
    } else {
      lines.push([start, end]);
      lineWidth = wordWidth;
    }
  }
  return lines;
}

/**
 * Scripts fontkit lays out right to left. It takes a run's direction from the script of its
 * first character that has one, and cannot be told otherwise through pdfkit.
 */
const RIGHT_TO_LEFT_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
const HAS_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

function fontkitDirection(text: string): TextDirection {
  const first = HAS_SCRIPT.exec(text)?.[0];
  return first && RIGHT_TO_LEFT_SCRIPT.test(first) ? 'rtl' : 'ltr';
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A run as pieces fontkit shapes in the run's own direction, left to right as drawn. Most
 * runs are one piece. Where fontkit would guess wrong (Persian digits read left to right but
 * are Arabic script; a right-to-left run of only punctuation has no script at all), the run
 * is cut where the guess changes: those characters do not join, so only kerning is lost.
 */
export function shapingPieces(run: VisualRun): string[] {
  if (fontkitDirection(run.text) === run.direction) return [run.text];
  const pieces: string[] = [];
  for (const { segment } of graphemes.segment(run.text)) {
    const last = pieces[pieces.length - 1];
    if (last !== undefined && fontkitDirection(last + segment) === run.direction) {
      pieces[pieces.length - 1] = last + segment;
    } else pieces.push(segment);
  }
  return run.direction === 'rtl' ? pieces.reverse() : pieces;
}
