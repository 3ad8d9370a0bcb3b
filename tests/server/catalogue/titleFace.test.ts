import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface TitleFont {
  family: string;
  url: string;
  weight: number;
  style: string;
  unicode_range: string;
}

async function titleFont(slug: string): Promise<TitleFont> {
  const answer = await testApp.app.inject({ method: 'GET', url: `/api/v1/typefaces/${slug}` });
  const font = (answer.json() as { family: { title_font: TitleFont | null } }).family.title_font;
  if (!font) throw new Error(`${slug} has no title font`);
  return font;
}

describe("a specimen's title face", () => {
  it('is named as the foundry names the family, and holds the glyphs of that name only', async () => {
    const specimen = await testApp.app.inject({ method: 'GET', url: '/api/v1/typefaces/inter' });
    expect((specimen.json() as { family: { name: string } }).family.name).toBe('Inter');
    const title = await titleFont('inter');
    expect(title.family).toBe('Inter Title');
    const file = await testApp.app.inject({ method: 'GET', url: title.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    const font = fontkit.create(file.rawPayload) as fontkit.Font;
    // .notdef and I, n, t, e, r: nothing else of Inter's 2,500 glyphs.
    expect(font.numGlyphs).toBeLessThanOrEqual(6);
    for (const letter of 'Inter')
      expect(font.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0)).toBe(true);
    expect(font.hasGlyphForCodePoint('a'.codePointAt(0) ?? 0)).toBe(false);
  });

  it("is preloaded by the specimen's head and declared by every page's", async () => {
    const title = await titleFont('eb-garamond');
    const specimen = await testApp.app.inject({ method: 'GET', url: '/typeface/eb-garamond' });
    expect(specimen.body).toContain(
      `<link rel="preload" href="${title.url}" as="font" type="font/woff2" crossorigin>`,
    );
    const other = await testApp.app.inject({ method: 'GET', url: '/blog' });
    expect(other.body).not.toContain(`rel="preload" href="${title.url}"`);
    const css = /<style id="name-faces">([\s\S]*?)<\/style>/.exec(other.body)?.[1] ?? '';
    expect(css.split('\n')).toContain(
      `@font-face{font-family:"${title.family}";font-style:${title.style};` +
        `font-weight:${title.weight};font-display:swap;` +
        `src:url(${title.url}) format("woff2");unicode-range:${title.unicode_range}}`,
    );
  });
});

describe("a specimen's tester lines", () => {
  // The first screen draws from the script subset (docs/tester.md, decisions/0010): the whole
  // regular is declared for the rest, never preloaded, so it does not compete with the LCP.
  it('have their regular declared by every head, not preloaded whole by the specimen', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v1/typefaces/inter' });
    const specimen = answer.json() as {
      family: { main_style: { id: number } };
      font_faces: { id: number; woff2_url: string; font_family: string }[];
    };
    const regular = specimen.font_faces.find((face) => face.id === specimen.family.main_style.id);
    expect(regular?.font_family).toBe('Inter');
    const page = await testApp.app.inject({ method: 'GET', url: '/typeface/inter' });
    expect(page.body).not.toContain(`<link rel="preload" href="${regular?.woff2_url}"`);
    const css = /<style id="name-faces">([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(css).toContain(`@font-face{font-family:"Inter";`);
    expect(css).toContain(`src:url(${regular?.woff2_url}) format("woff2")}`);
  });
});
