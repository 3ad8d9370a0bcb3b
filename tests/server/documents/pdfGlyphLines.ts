import { readObjects } from '../support/pdfText';

/**
 * The glyphs of a pdfkit PDF as drawn: glyph ids rather than text, because a text layer
 * cannot show whether an Arabic letter was set in its initial, medial or final form. Made for
 * what pdfkit writes: each text fragment one BT…ET block with a Tm, a Tf and TJ arrays of
 * 2-byte glyph ids (Identity-H) into an embedded, subsetted TrueType font.
 */

export interface EmbeddedFont {
  /** The font's PostScript name without the subset tag (the subset has no name table). */
  postscriptName: string;
  /** The subset TrueType file (FontFile2), for reading outlines back with fontkit. */
  file: Buffer;
  /** Advance width per glyph id, in thousandths of the font size (the /W array). */
  widths: number[];
}

export interface GlyphBlock {
  font: string;
  gids: number[];
  /** Where the block's pen starts and ends on the baseline, in points from the page's left. */
  left: number;
  right: number;
}

/** Blocks on one baseline, in the order drawn (pdfkit draws a line's pieces left to right). */
export interface GlyphLine {
  page: number;
  baseline: number;
  blocks: GlyphBlock[];
}

export interface PdfGlyphs {
  fonts: Map<string, EmbeddedFont>;
  lines: GlyphLine[];
}

export function pdfGlyphLines(pdf: Buffer): PdfGlyphs {
  const objects = readObjects(pdf);
  const dictionary = (ref: string | undefined) => objects.get(Number(ref))?.dictionary ?? '';
  const fonts = new Map<string, EmbeddedFont>();
  for (const object of objects.values()) {
    for (const [, list] of object.dictionary.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of (list ?? '').matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const type0 = dictionary(ref);
        const postscriptName = /\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/.exec(type0)?.[1] ?? '';
        const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(type0)?.[1];
        const cidFont = dictionary(descendant);
        const descriptor = /\/FontDescriptor (\d+) 0 R/.exec(cidFont)?.[1];
        const fileRef = /\/FontFile2 (\d+) 0 R/.exec(dictionary(descriptor))?.[1];
        const file = objects.get(Number(fileRef))?.stream;
        const widths = (/\/W \[0 \[([^\]]*)\]/.exec(cidFont)?.[1] ?? '').trim().split(/\s+/);
        if (name && file) fonts.set(name, { postscriptName, file, widths: widths.map(Number) });
      }
    }
  }

  const pages = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dictionary));
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages?.dictionary ?? '')?.[1] ?? '';
  const lines: GlyphLine[] = [];
  [...kids.matchAll(/(\d+) 0 R/g)].forEach(([, page], pageIndex) => {
    const contents = /\/Contents (\d+) 0 R/.exec(dictionary(page))?.[1];
    const stream = objects.get(Number(contents))?.stream?.toString('latin1') ?? '';
    for (const block of textBlocks(stream, fonts)) {
      const last = lines[lines.length - 1];
      const sameLine =
        last && last.page === pageIndex && Math.abs(last.baseline - block.baseline) < 0.01;
      if (sameLine) last.blocks.push(block);
      else lines.push({ page: pageIndex, baseline: block.baseline, blocks: [block] });
    }
  });
  return { fonts, lines };
}

const TOKEN =
  /<([0-9a-fA-F\s]*)>|\((?:\\.|[^\\)])*\)|\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+|\[|\]/g;

function textBlocks(content: string, fonts: Map<string, EmbeddedFont>) {
  const blocks: (GlyphBlock & { baseline: number })[] = [];
  let block: (GlyphBlock & { baseline: number }) | null = null;
  let operands: string[] = [];
  let font = '';
  let size = 0;
  let x = 0;
  for (const [token] of content.matchAll(TOKEN)) {
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    if (token === 'BT') block = null;
    if (token === 'Tf') {
      font = operands[0]?.slice(1) ?? '';
      size = Number(operands[1]);
    }
    // The first Tm of a block sets its baseline; later ones move a mark off it and back.
    if (token === 'Tm') {
      x = Number(operands[4]);
      if (!block) {
        block = { font, gids: [], left: x, right: x, baseline: Number(operands[5]) };
        blocks.push(block);
      }
    }
    if (token === 'TJ' && block) {
      block.font = font;
      const widths = fonts.get(font)?.widths ?? [];
      for (const operand of operands) {
        if (operand.startsWith('<')) {
          const hex = operand.slice(1, -1).replace(/\s/g, '');
          for (let i = 0; i + 4 <= hex.length; i += 4) {
            const gid = parseInt(hex.slice(i, i + 4), 16);
            block.gids.push(gid);
            x += ((widths[gid] ?? 0) * size) / 1000;
          }
        } else if (/^[-+]?\d*\.?\d+$/.test(operand)) x -= (Number(operand) * size) / 1000;
      }
      block.right = Math.max(block.right, x);
    }
    operands = [];
  }
  return blocks;
}
