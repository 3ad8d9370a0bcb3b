import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfGlyphLines } from '../documents/pdfGlyphLines';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function specimen(slug: string): Promise<Buffer> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/typefaces/${slug}/specimen.pdf`,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The PDF's text layer as poppler's pdftotext reads it, in the order of the page. */
const textLayer = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe("a right-to-left family's specimen PDF", () => {
  it('sets its character set glyph by glyph, left to right, and only glyphs the font has', async () => {
    const pdf = await specimen('vazirmatn');
    const text = textLayer(pdf);
    const characterSet = text.slice(text.indexOf('CHARACTER SET'));
    const ascii = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) =>
      String.fromCharCode(0x21 + i),
    ).join('');
    expect(characterSet.replace(/\s+/g, '')).toContain(ascii);
    // Arabic letters stand alone, one to a cell: no two run together into a word.
    expect(characterSet).not.toMatch(/[\u0621-\u064a]{2}/);
    // No missing-glyph box: glyph 0 of a font is its .notdef.
    const drawn = pdfGlyphLines(pdf).lines.flatMap((line) =>
      line.blocks.flatMap((block) => block.gids),
    );
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn).not.toContain(0);
  }, 60_000);
});
