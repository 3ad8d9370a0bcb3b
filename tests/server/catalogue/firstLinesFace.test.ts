import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePage, TESTER_LINES } from '../../../src/domain/typeTester/samplePage';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface SubsetFace {
  family: string;
  url: string;
  weight: number;
  style: string;
}

interface Specimen {
  family: { first_lines_font: SubsetFace | null };
  editable: { scripts: { samples: string[]; companion: string[] }[] };
  font_faces: { id: number; woff2_url: string }[];
}

/* fontkit's typings leave out what a variable font is checked by here. */
interface OpenedFont {
  variationAxes: Record<string, { min: number; default: number; max: number }>;
  directory: { tables: Record<string, unknown> };
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): fontkit.GlyphRun;
}

const open = (buffer: Buffer) => fontkit.create(buffer) as unknown as OpenedFont;

async function specimen(slug: string): Promise<Specimen> {
  const answer = await testApp.app.inject({ method: 'GET', url: `/api/v1/typefaces/${slug}` });
  return answer.json() as Specimen;
}

/** The lines the browser's tester opens on, read from the answer as the tester reads it. */
function linesShown(answer: Specimen): string[] {
  const [main] = answer.editable.scripts;
  return main ? samplePage(main, 0, TESTER_LINES) : [];
}

/** Each glyph of a line as drawn: its outline and where it stands. */
function drawing(font: OpenedFont, line: string): string[] {
  const run = font.layout(line);
  return run.glyphs.map(
    (glyph, i) =>
      `${run.positions[i]?.xAdvance ?? 0} ${run.positions[i]?.xOffset ?? 0} ${glyph.path.toSVG()}`,
  );
}

async function firstLinesFile(face: SubsetFace): Promise<Buffer> {
  const file = await testApp.app.inject({ method: 'GET', url: face.url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('font/woff2');
  return file.rawPayload;
}

describe("the face of a specimen tester's first lines", () => {
  it('draws the lines the tester opens on as the whole regular does, with every axis', async () => {
    const answer = await specimen('inter');
    const face = answer.family.first_lines_font;
    expect(face?.family).toBe('Inter First');
    if (!face) return;
    const file = await firstLinesFile(face);
    // A small file to preload: a few dozen of Inter's 2,500 glyphs.
    expect(file.length).toBeLessThan(25_000);
    const subset = open(file);
    const whole = open(readFileSync('content/typefaces/inter/InterVariable.ttf'));
    const lines = linesShown(answer);
    expect(lines).toHaveLength(3);
    for (const char of lines.join(''))
      expect(subset.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
    // Nothing of the lines further on ("Flight LH 2024") nor of another script.
    expect(subset.hasGlyphForCodePoint('F'.codePointAt(0) ?? 0)).toBe(false);
    expect(subset.hasGlyphForCodePoint('Ж'.codePointAt(0) ?? 0)).toBe(false);
    // Its layout is the family's: the same glyphs, kerned and placed the same. fontkit reads
    // no variable WOFF2 at another instance (its getVariation reopens the file as a TTF): the
    // journey specimen-first-lines.spec.ts compares what Chromium draws at a phone's size.
    for (const line of lines) expect(drawing(subset, line)).toEqual(drawing(whole, line));
    // Every axis is kept: `font-optical-sizing` sets `opsz` from the lines' size, and a link
    // or a slider sets `wght`.
    expect(Object.keys(subset.directory.tables)).toEqual(
      expect.arrayContaining(['fvar', 'gvar', 'GSUB', 'GPOS']),
    );
    expect(subset.variationAxes).toEqual(whole.variationAxes);
  }, 60_000);

  it("holds a right-to-left family's lines and the Latin line beside them", async () => {
    const answer = await specimen('vazirmatn');
    const face = answer.family.first_lines_font;
    if (!face) throw new Error('vazirmatn has no first lines face');
    const subset = open(await firstLinesFile(face));
    const lines = linesShown(answer);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/[A-Za-z]/);
    for (const char of lines.join(''))
      expect(subset.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
  }, 60_000);

  it("is preloaded by the specimen after its stylesheet, and declared by every page's head", async () => {
    const answer = await specimen('eb-garamond');
    const face = answer.family.first_lines_font;
    if (!face) throw new Error('eb-garamond has no first lines face');
    expect(face.family).toBe('EB Garamond First');
    const page = await testApp.app.inject({ method: 'GET', url: '/typeface/eb-garamond' });
    const preload = `<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin>`;
    // In the body: after the head's stylesheet, which the first paint waits for, in the
    // order the browser asks for them (HTTP/1.1 gives a host six connections).
    expect(page.body.indexOf('<body')).toBeGreaterThan(0);
    expect(page.body.indexOf(preload)).toBeGreaterThan(page.body.indexOf('<body'));
    const other = await testApp.app.inject({ method: 'GET', url: '/blog' });
    expect(other.body).not.toContain(`rel="preload" href="${face.url}"`);
    const css = /<style id="name-faces">([\s\S]*?)<\/style>/.exec(other.body)?.[1] ?? '';
    expect(css.split('\n')).toContain(
      `@font-face{font-family:"${face.family}";font-style:${face.style};` +
        `font-weight:${face.weight};font-display:swap;` +
        `src:url(${face.url}) format("woff2")}`,
    );
  }, 60_000);
});
