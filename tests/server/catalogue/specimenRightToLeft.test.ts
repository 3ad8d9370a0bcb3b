import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfGlyphLines, type PdfGlyphs } from '../documents/pdfGlyphLines';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The specimens of the right-to-left families, read back glyph by glyph and compared with
 * what fontkit itself sets for the same text in a stated direction: the Arabic in its
 * joined forms, the line in visual order (first word on the right), digits and Latin left to
 * right inside it, and the line against the right margin.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const FONTS = path.resolve('content/typefaces');
const A4_WIDTH = 595.28;
const MARGIN = 56;

async function specimen(slug: string): Promise<PdfGlyphs> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/typefaces/${slug}/specimen.pdf`,
  });
  expect(response.statusCode).toBe(200);
  return pdfGlyphLines(response.rawPayload);
}

function openFont(file: string): fontkit.Font {
  return fontkit.openSync(path.join(FONTS, file)) as fontkit.Font;
}

/** A glyph as drawn: two glyphs with one outline and advance look the same on the page. */
const look = (glyph: fontkit.Glyph) => `${glyph.advanceWidth} ${glyph.path.toSVG()}`;

/** Glyph names of text laid out by fontkit alone, in visual (drawing) order. */
function layout(font: fontkit.Font, text: string, direction: 'ltr' | 'rtl'): fontkit.Glyph[] {
  const script = direction === 'rtl' ? (/[\u0590-\u05ff]/.test(text) ? 'hebr' : 'arab') : 'latn';
  return font.layout(text, [], script, undefined, direction).glyphs;
}

/**
 * Each line set in `font` (by its PostScript name in the PDF), as the names of the original
 * font's glyphs that look the same, so a failure reads "uniFEEE" rather than a subset id.
 */
function linesIn(pdf: PdfGlyphs, font: fontkit.Font, expected: fontkit.Glyph[][]) {
  const names = new Map(expected.flat().map((glyph) => [look(glyph), glyph.name]));
  const subsets = new Map(
    [...pdf.fonts]
      .filter(([, embedded]) => embedded.postscriptName === font.postscriptName)
      .map(([resource, embedded]) => [resource, fontkit.create(embedded.file) as fontkit.Font]),
  );
  return pdf.lines
    .filter((line) => line.blocks.every((block) => subsets.has(block.font)))
    .map((line) => ({
      names: line.blocks.flatMap((block) =>
        block.gids.map((gid) => {
          const glyph = subsets.get(block.font)?.getGlyph(gid);
          return (glyph && names.get(look(glyph))) ?? `?${gid}`;
        }),
      ),
      right: Math.max(...line.blocks.map((block) => block.right)),
    }));
}

const nameList = (glyphs: fontkit.Glyph[]) => glyphs.map((glyph) => glyph.name);

describe('specimen PDFs of right-to-left typefaces', () => {
  it('sets Persian in joined forms, right to left, with its digits left to right', async () => {
    const font = openFont('vazirmatn/Vazirmatn_400Regular.ttf');
    const plain = 'کتاب خوب، دوستی همیشگی است';
    const mixed = {
      // چاپ نخست، تهران ۱۴۰۱ — ۲۵۰۰ نسخه, as it stands on the page from left to right.
      left: layout(font, 'نسخه', 'rtl'),
      numbers: [...'۲۵۰۰', ' ', '—', ' ', ...'۱۴۰۱'].map((c) =>
        font.glyphForCodePoint(c.codePointAt(0) ?? 0),
      ),
      right: layout(font, 'چاپ نخست، تهران', 'rtl'),
    };
    const space = font.glyphForCodePoint(0x20);
    const expected = {
      plain: layout(font, plain, 'rtl'),
      mixed: [...mixed.left, space, ...mixed.numbers, space, ...mixed.right],
    };
    // The forms really differ: ب (U+0628) medial and final are other glyphs than isolated.
    expect(new Set(layout(font, 'ببب', 'rtl').map((g) => g.id)).size).toBe(3);

    const lines = linesIn(await specimen('vazirmatn'), font, Object.values(expected));
    for (const glyphs of Object.values(expected)) {
      const line = lines.find((drawn) => drawn.names.join() === nameList(glyphs).join());
      expect(line?.names ?? lines.map((drawn) => drawn.names)).toEqual(nameList(glyphs));
      expect(line?.right).toBeCloseTo(A4_WIDTH - MARGIN, 0);
    }
  }, 30_000);

  it('breaks a long Persian line before reordering it: the first words stay on top', async () => {
    const font = openFont('vazirmatn/Vazirmatn_400Regular.ttf');
    const sample = 'بنی‌آدم اعضای یک پیکرند، که در آفرینش ز یک گوهرند';
    const words = sample.split(' ');
    const splits = words.slice(1).map((_, i) => ({
      first: layout(font, words.slice(0, i + 1).join(' '), 'rtl'),
      second: layout(font, words.slice(i + 1).join(' '), 'rtl'),
    }));
    const lines = linesIn(
      await specimen('vazirmatn'),
      font,
      splits.flatMap((split) => [split.first, split.second]),
    ).map((line) => line.names.join(' '));
    const found = splits.find(
      (split) =>
        lines.indexOf(nameList(split.second).join(' ')) ===
        lines.indexOf(nameList(split.first).join(' ')) + 1,
    );
    expect(found, 'the sample as two lines, its beginning on the first').toBeDefined();
  }, 30_000);

  it('sets Hebrew right to left with Latin and figures left to right', async () => {
    const font = openFont('frank-ruhl-libre/FrankRuhlLibre_400Regular.ttf');
    const space = font.glyphForCodePoint(0x20);
    const expected = {
      // ספר, עיתון, כרזה — מאז 1908
      year: [
        ...layout(font, '1908', 'ltr'),
        space,
        ...layout(font, 'ספר, עיתון, כרזה — מאז', 'rtl'),
      ],
      // שלום עולם · Hello, world
      greeting: [...layout(font, 'Hello, world', 'ltr'), ...layout(font, 'שלום עולם · ', 'rtl')],
    };
    const lines = linesIn(await specimen('frank-ruhl-libre'), font, Object.values(expected));
    const drawn = lines.map((line) => line.names);
    expect(drawn).toContainEqual(nameList(expected.year));
    expect(drawn).toContainEqual(nameList(expected.greeting));
    const year = lines.find((line) => line.names.join() === nameList(expected.year).join());
    expect(year?.right).toBeCloseTo(A4_WIDTH - MARGIN, 0);
  }, 30_000);
});
