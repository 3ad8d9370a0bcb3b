import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFaceFamily } from '../../../src/contract/catalogue/nameFaceFamily';
import { nameFacesStyle } from '../../../src/server/catalogue/app/nameFacesStyle';
import type { TypefaceRecord } from '../../../src/server/catalogue/app/TypefaceRecord';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface StyleWithNames {
  font_family: string;
  font_weight: number;
  font_style: string;
  names_woff2_url: string;
  names_unicode_range: string;
}

describe("every page's head declares each style's name face", () => {
  it('as the specimen answer names it: family, weight, style, subset file and its characters', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/blog' });
    const css = /<style id="name-faces">([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/typefaces/eb-garamond',
    });
    const subfamilies = Object.values(
      (answer.json() as { editable: { subfamilies: Record<string, { styles: StyleWithNames[] }> } })
        .editable.subfamilies,
    );
    const styles = subfamilies.flatMap((subfamily) => subfamily.styles);
    expect(styles.length).toBeGreaterThan(1);
    const rules = css.split('\n');
    for (const style of styles) {
      expect(rules).toContain(
        `@font-face{font-family:"${nameFaceFamily(style.font_family)}";font-style:${style.font_style};` +
          `font-weight:${style.font_weight};font-display:swap;` +
          `src:url(${style.names_woff2_url}) format("woff2");unicode-range:${style.names_unicode_range}}`,
      );
    }
  });
});

describe("the tester's first file", () => {
  it("is the regular's main-script subset, declared after the whole file, for that script only", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/typeface/eb-garamond' });
    const css = /<style id="name-faces">([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const rules = css.split('\n').filter((rule) => rule.includes('font-family:"EB Garamond";'));
    const whole = rules.findIndex((rule) => /regular\.woff2\?v=/.test(rule));
    const latin = rules.findIndex((rule) => /regular\.latin-tester\.woff2\?v=/.test(rule));
    expect(whole).toBeGreaterThanOrEqual(0);
    // The later rule wins for the characters of its range; the whole file has no range.
    expect(latin).toBeGreaterThan(whole);
    expect(rules[latin]).toMatch(/unicode-range:U\+20-7E, /);
    expect(rules[whole]).not.toContain('unicode-range');
    // Not preloaded: it would compete with the page's largest paint.
    expect(page.body).not.toMatch(
      /rel="preload" href="\/fonts\/eb-garamond\/regular\.(latin-tester\.)?woff2/,
    );

    const url = /url\(([^)]+)\)/.exec(rules[latin] ?? '')?.[1] ?? '';
    const [subset, full] = await Promise.all(
      [url, url.replace('.latin-tester', '')].map((file) =>
        testApp.app.inject({ method: 'GET', url: file }),
      ),
    );
    expect(subset?.statusCode).toBe(200);
    expect(subset?.headers['content-type']).toBe('font/woff2');
    expect(subset?.rawPayload.length).toBeLessThan((full?.rawPayload.length ?? 0) / 2);
  }, 60_000);
});

describe('a family name in the rules', () => {
  it('is a CSS string that cannot end the rule or the element', () => {
    const record = {
      name: 'Odd "Name" \\ </style>',
      slug: 'odd',
      overviewText: 'x',
      scripts: [],
      subfamilies: [],
      styles: [{ name: 'Regular', slug: 'regular', weight: 400, is_italic: 0, file_hash: 'abc' }],
    } as unknown as TypefaceRecord;
    const { style } = nameFacesStyle([record]);
    expect(style).toContain('font-family:"Odd \\"Name\\" \\\\ \\3c /style> Names"');
    expect(style.match(/<\/style>/g)).toHaveLength(1);
  });
});
