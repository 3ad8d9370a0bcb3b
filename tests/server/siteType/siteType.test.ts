import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const CONTENT = path.resolve('content');

/** A served font read back as a browser would: the characters it really holds. */
function charactersOf(bytes: Buffer): Set<number> {
  const font = fontkit.create(bytes);
  if (!('characterSet' in font)) throw new Error('a collection');
  return new Set(font.characterSet);
}

const styleOf = (html: string) => /<style id="site-type">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const preloadOf = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g,
    ),
  ].map((match) => match[1] ?? '');

describe('the site in its own type (content/site/type.yaml)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('declares the faces the setting names, split by script, with measured fallbacks', async () => {
    const style = styleOf((await get('/blog')).body);
    // headings: EB Garamond Regular; text: Literata Regular, Italic, Bold; ui: Alegreya Sans.
    expect(style).toContain('font-family:"Site Headings";font-style:normal;font-weight:400');
    expect(style).toMatch(/src:url\(\/fonts\/eb-garamond\/regular\.latin\.woff2\?v=\w+\)/);
    expect(style).toMatch(/\/fonts\/eb-garamond\/regular\.greek\.woff2/);
    expect(style).toMatch(/\/fonts\/literata\/italic\.latin\.woff2/);
    expect(style).toMatch(/\/fonts\/literata\/bold\.cyrillic\.woff2/);
    expect(style).toMatch(/\/fonts\/alegreya-sans\/regular\.latin\.woff2/);
    // Literata has no Arabic: no file is declared for a script the font lacks.
    expect(style).not.toMatch(/literata\/[a-z-]+\.arabic/);
    expect(style).toMatch(/unicode-range:U\+20-7E, U\+A0-/);
    // A fallback per face, resized to the web font's measure.
    expect(style).toMatch(
      /font-family:"Site Text Fallback";font-style:normal;font-weight:400;src:local\("Times New Roman"\),local\("Liberation Serif"\);size-adjust:\d+(\.\d+)?%;ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%;line-gap-override:\d+(\.\d+)?%/,
    );
    expect(style).toContain('local("Arial"),local("Liberation Sans")');
    expect(style).toContain(
      'html:root{--font-heading:"Site Headings","Site Headings Fallback",serif;--font-serif:"Site Text","Site Text Fallback",serif;--font-sans:"Site UI","Site UI Fallback",sans-serif}',
    );
  });

  it('preloads the Latin files of the heading and UI faces, which answer as fonts', async () => {
    const [preload, ui, ...others] = preloadOf((await get('/')).body);
    expect(others).toEqual([]);
    expect(preload).toMatch(/^\/fonts\/eb-garamond\/regular\.latin\.woff2\?v=\w+$/);
    expect(ui).toMatch(/^\/fonts\/alegreya-sans\/regular\.latin\.woff2\?v=\w+$/);
    expect((await get(ui ?? '')).headers['content-type']).toBe('font/woff2');
    const font = await get(preload ?? '');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a script subset with that script of the font and nothing else', async () => {
    const latin = charactersOf((await get('/fonts/literata/regular.latin.woff2')).rawPayload);
    expect(latin.has('a'.codePointAt(0) ?? 0)).toBe(true);
    expect(latin.has('é'.codePointAt(0) ?? 0)).toBe(true);
    expect(latin.has('Ω'.codePointAt(0) ?? 0)).toBe(false);
    expect(latin.has('Ж'.codePointAt(0) ?? 0)).toBe(false);
    const greek = charactersOf((await get('/fonts/literata/regular.greek.woff2')).rawPayload);
    expect(greek.has('Ω'.codePointAt(0) ?? 0)).toBe(true);
    expect(greek.has('a'.codePointAt(0) ?? 0)).toBe(false);
    // Only the script's own glyphs: EB Garamond's alternates stay in the full face.
    const garamond = await get('/fonts/eb-garamond/regular.latin.woff2');
    expect(garamond.rawPayload.length).toBeLessThan(25_000);
    expect(charactersOf(garamond.rawPayload).has('ﬁ'.codePointAt(0) ?? 0)).toBe(true);
    // Literata has no Arabic, and no script is called "klingon".
    expect((await get('/fonts/literata/regular.arabic.woff2')).statusCode).toBe(404);
    expect((await get('/fonts/literata/regular.klingon.woff2')).statusCode).toBe(404);
  }, 60_000);
});

describe('names set in their own face', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('cards, footer and cart lines get a subset of only the glyphs of the names and sample line', async () => {
    const list = (await get('/api/v1/typefaces')).json<{
      data: { page: string; font: { woff2_url: string; unicode_range: string } | null }[];
    }>();
    const garamond = list.data.find((entry) => entry.page === 'eb-garamond');
    expect(garamond?.font?.woff2_url).toMatch(
      /^\/fonts\/eb-garamond\/regular\.names\.woff2\?v=\w+$/,
    );
    const response = await get(garamond?.font?.woff2_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const held = charactersOf(response.rawPayload);
    // Everything the places show: the name, the card's line and script pairs, the shop's names.
    for (const text of [
      'EB Garamond',
      'Quiet pages, patient letters',
      'Aa',
      'Ωω',
      'Жж',
      'EB Garamond Bold Italic',
      'EB Garamond SemiBold',
    ]) {
      for (const char of text.replace(/ /g, ''))
        expect(held.has(char.codePointAt(0) ?? 0)).toBe(true);
    }
    // …and nothing else: no letter that no name has, no figures.
    for (const char of 'xzXZ7Ж'.slice(0, 5)) expect(held.has(char.codePointAt(0) ?? 0)).toBe(false);
    expect(held.size).toBeLessThan(50);
    const full = await get('/fonts/eb-garamond/regular.woff2');
    expect(response.rawPayload.length * 10).toBeLessThan(full.rawPayload.length);
    // Declared for those characters only, so the full face serves any other.
    expect(garamond?.font?.unicode_range).toMatch(/^U\+20, /);
  }, 60_000);

  it('shop rows get the name subset of their own style, the specimen keeps the full face', async () => {
    const specimen = (await get('/api/v1/typefaces/eb-garamond')).json<{
      editable: {
        subfamilies: Record<
          string,
          { styles: { slug: string; woff2_url: string; names_woff2_url: string }[] }
        >;
      };
    }>();
    const styles = Object.values(specimen.editable.subfamilies).flatMap((s) => s.styles);
    const boldItalic = styles.find((style) => style.slug === 'bold-italic');
    expect(boldItalic?.woff2_url).toMatch(/^\/fonts\/eb-garamond\/bold-italic\.woff2\?v=/);
    expect(boldItalic?.names_woff2_url).toMatch(
      /^\/fonts\/eb-garamond\/bold-italic\.names\.woff2\?v=/,
    );
    const names = await get(boldItalic?.names_woff2_url ?? '');
    const full = await get(boldItalic?.woff2_url ?? '');
    expect(names.statusCode).toBe(200);
    expect(charactersOf(names.rawPayload).has('B'.codePointAt(0) ?? 0)).toBe(true);
    expect(names.rawPayload.length * 10).toBeLessThan(full.rawPayload.length);
    const shop = (await get('/api/v1/shops/eb-garamond')).json<{ font: { woff2_url: string } }>();
    expect(shop.font.woff2_url).toMatch(/^\/fonts\/eb-garamond\/regular\.names\.woff2\?v=/);
  }, 60_000);
});

describe('another setting sets the site in other faces', () => {
  let testApp: TestApp;
  let contentDir: string;
  const before = process.env.CONTENT_DIR;
  beforeAll(async () => {
    // The real content, but a site/type.yaml of its own.
    contentDir = await mkdtemp(path.join(tmpdir(), 'foundry-content-'));
    for (const entry of await readdir(CONTENT)) {
      if (entry !== 'site') await symlink(path.join(CONTENT, entry), path.join(contentDir, entry));
    }
    await mkdir(path.join(contentDir, 'site'));
    await writeFile(
      path.join(contentDir, 'site', 'type.yaml'),
      [
        'headings: { typeface: cormorant-garamond, styles: [SemiBold] }',
        'text: { typeface: eb-garamond, styles: [Regular] }',
        'ui: { typeface: vazirmatn, styles: [Regular, Bold], fallback: sans }',
      ].join('\n'),
    );
    process.env.CONTENT_DIR = contentDir;
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    await rm(contentDir, { recursive: true, force: true });
  });

  it('declares and preloads the faces it names', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    const style = styleOf(html);
    expect(style).toContain('font-family:"Site Headings";font-style:normal;font-weight:600');
    expect(style).toMatch(/\/fonts\/cormorant-garamond\/semibold\.latin\.woff2/);
    expect(style).toMatch(/\/fonts\/vazirmatn\/bold\.arabic\.woff2/);
    expect(style).not.toContain('/fonts/literata/');
    expect(style).not.toContain('/fonts/alegreya-sans/');
    expect(preloadOf(html)).toEqual([
      expect.stringMatching(/^\/fonts\/cormorant-garamond\/semibold\.latin\.woff2\?v=\w+$/),
      expect.stringMatching(/^\/fonts\/vazirmatn\/regular\.latin\.woff2\?v=\w+$/),
    ]);
  });
});
