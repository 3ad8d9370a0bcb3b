import { existsSync, readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { TesterSample } from '../../../domain/typeTester/cartTester';
import { FACE, PAGE_MARGIN, type PdfInProgress } from './pdfDocument';

/** A sample prints at its tester size in points, but no larger than this, nor smaller. */
const LARGEST_PT = 36;
const SMALLEST_PT = 12;
/** More lines than this would make a quote about the type, not the licence. */
const MAX_LINES = 3;
/** CSS pixels to PDF points. */
const PT_PER_PX = 0.75;
const GREY = '#555555';

/** One line of shaped glyphs: fontkit's run with the tester's tracking added. */
interface ShapedLine {
  run: fontkit.GlyphRun;
  width: number;
}

/**
 * Draws a cart line's sample as the visitor set it up: shaped by fontkit with the set-up's
 * features, at its axis values (fontkit's variation instance), tracking and leading, and
 * drawn as outlines. Outlines rather than an embedded font: fontkit cannot subset a
 * variation instance, and a picture of the type is what the quote needs to show. Below it,
 * the set-up in words and the link that opens it in the tester.
 */
export function drawTesterSample(
  pdf: PdfInProgress,
  sample: TesterSample,
  fontFile: string | null,
  link: string,
): void {
  const { doc } = pdf;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const face = fontFile && existsSync(fontFile) ? openFace(fontFile, sample.axes) : null;
  if (face && sample.text.trim() !== '') {
    const size = Math.max(SMALLEST_PT, Math.min(LARGEST_PT, sample.size * PT_PER_PX));
    const scale = size / face.unitsPerEm;
    const tracking = (sample.tracking / 1000) * face.unitsPerEm;
    const lines = wrap(
      face,
      sample.language?.tag,
      sample.text,
      sample.features,
      tracking,
      width / scale,
    );
    const lineHeight = size * sample.leading;
    if (doc.y + lineHeight * lines.length > doc.page.height - PAGE_MARGIN) doc.addPage();
    for (const line of lines) {
      const baseline = doc.y + lineHeight / 2 + size * 0.35;
      const start =
        sample.direction === 'rtl' ? PAGE_MARGIN + width - line.width * scale : PAGE_MARGIN;
      drawRun(doc, line.run, start, baseline, scale, tracking);
      doc.y += lineHeight;
    }
  }
  doc.font(FACE.regular).fontSize(9).fillColor(GREY);
  doc.text(`Tester set-up: ${sample.summary}`, PAGE_MARGIN, doc.y + 2, { width });
  doc.text(link, PAGE_MARGIN, doc.y, { width, link, underline: false });
  doc.fillColor('#000000');
}

function openFace(file: string, axes: Record<string, number>): fontkit.Font | null {
  try {
    const font = fontkit.create(readFileSync(file)) as fontkit.Font;
    return Object.keys(axes).length > 0 ? font.getVariation(axes) : font;
  } catch {
    // A font file that cannot be read leaves the words and the link, not a failed quote.
    return null;
  }
}

function shape(
  face: fontkit.Font,
  language: string | undefined,
  text: string,
  features: readonly string[],
  tracking: number,
): ShapedLine {
  const run = face.layout(
    text,
    Object.fromEntries(features.map((tag) => [tag, true])),
    undefined,
    language,
  );
  const width = run.positions.reduce((sum, position) => sum + position.xAdvance + tracking, 0);
  return { run, width };
}

/** Word by word into lines that fit; the last line that fits ends with an ellipsis if cut. */
function wrap(
  face: fontkit.Font,
  language: string | undefined,
  text: string,
  features: readonly string[],
  tracking: number,
  maxWidth: number,
): ShapedLine[] {
  const lines: ShapedLine[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && shape(face, language, candidate, features, tracking).width > maxWidth) {
      lines.push(shape(face, language, current, features, tracking));
      if (lines.length === MAX_LINES) return lines;
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(fitted(face, language, current, features, tracking, maxWidth));
  return lines;
}

/** A single word longer than the line is cut to what fits. */
function fitted(
  face: fontkit.Font,
  language: string | undefined,
  text: string,
  features: readonly string[],
  tracking: number,
  maxWidth: number,
): ShapedLine {
  let chars = [...text];
  let line = shape(face, language, text, features, tracking);
  while (line.width > maxWidth && chars.length > 1) {
    chars = chars.slice(0, -1);
    line = shape(face, language, `${chars.join('')}…`, features, tracking);
  }
  return line;
}

function drawRun(
  doc: PDFKit.PDFDocument,
  run: fontkit.GlyphRun,
  x: number,
  baseline: number,
  scale: number,
  tracking: number,
): void {
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const path = glyph.path.toSVG();
    if (path !== '') {
      doc.save();
      doc.translate(x + (pen + position.xOffset) * scale, baseline - position.yOffset * scale);
      doc.scale(scale, -scale);
      doc.path(path).fill('#000000');
      doc.restore();
    }
    pen += position.xAdvance + tracking;
  });
}
