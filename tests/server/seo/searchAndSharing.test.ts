import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const CONTENT = path.resolve('content');

/** The JSON-LD blocks of a page, parsed, as a crawler reads them before any script runs. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) =>
  structuredData(html).filter((data) => data['@type'] === type);

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** A PNG's size from its IHDR chunk (bytes 16–23), as an image viewer reads it. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('search and sharing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const page = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('describes the foundry as an Organization on every page', async () => {
    for (const url of ['/', '/typefaces', '/blog', '/information', '/user/login']) {
      const [foundry] = ofType(await page(url), 'Organization');
      expect(foundry).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Fieldwork Type Foundry',
        url: 'https://fonts.example/',
        email: 'hello@fieldwork.example',
      });
    }
  });

  it('describes a typeface as a Product offered from the price of its cheapest style', async () => {
    const html = await page('/typeface/eb-garamond');
    const [product] = ofType(html, 'Product');
    // content/typefaces/eb-garamond: one style under the first web tier costs 45; the first
    // desktop tier 50 and the first app tier 40 × 3 cost more.
    expect(product).toMatchObject({
      name: 'EB Garamond',
      url: 'https://fonts.example/typeface/eb-garamond',
      image: 'https://fonts.example/social/typeface/eb-garamond.png',
      brand: { '@type': 'Organization', name: 'Fieldwork Type Foundry' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '45.00',
        priceCurrency: 'USD',
        url: 'https://fonts.example/shops/eb-garamond',
      },
    });
    expect((product?.offers as { offerCount: number }).offerCount).toBeGreaterThan(8);
  });

  it('describes a post as a BlogPosting', async () => {
    const html = await page('/blog/releases/vazirmatn-joins-the-library');
    expect(ofType(html, 'BlogPosting')).toEqual([
      expect.objectContaining({
        headline: 'Vazirmatn: our first Arabic-script family',
        datePublished: '2024-03-04',
        url: 'https://fonts.example/blog/releases/vazirmatn-joins-the-library',
        image: 'https://fonts.example/social/post/vazirmatn-joins-the-library.png',
        publisher: expect.objectContaining({ name: 'Fieldwork Type Foundry' }),
      }),
    ]);
    expect(ofType(html, 'Product')).toEqual([]);
  });

  it('describes a case study as an Article', async () => {
    const html = await page('/commissions/museum-of-writing-bilingual');
    expect(ofType(html, 'Article')).toEqual([
      expect.objectContaining({
        headline: 'A bilingual typeface for a museum of writing',
        datePublished: '2024-04-08',
        url: 'https://fonts.example/commissions/museum-of-writing-bilingual',
      }),
    ]);
  });

  it('names a PNG og:image of 1200×630 that answers image/png', async () => {
    for (const url of ['/typeface/vazirmatn', '/blog/releases/vazirmatn-joins-the-library', '/']) {
      const image = metaContent(await page(url), 'og:image') ?? '';
      expect(image).toMatch(/^https:\/\/fonts\.example\/social\/.+\.png$/);
      const response = await testApp.app.inject({
        method: 'GET',
        url: image.slice('https://fonts.example'.length),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  }, 60_000);

  it('answers 404 for the social image of nothing', async () => {
    for (const url of [
      '/social/typeface/no-such-face.png',
      '/social/page/user.png',
      '/social/x/y.png',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('gives each page one canonical link: its address without query or trailing slash', async () => {
    const canonical = (html: string) =>
      [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => match[1]);
    expect(canonical(await page('/typefaces/'))).toEqual(['https://fonts.example/typefaces']);
    expect(canonical(await page('/typeface/eb-garamond?utm_source=x'))).toEqual([
      'https://fonts.example/typeface/eb-garamond',
    ]);
    expect(canonical(await page('/'))).toEqual(['https://fonts.example/']);
  });

  it('lets crawlers read public pages, not the API or accounts, and names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/v1/', '/cart', '/checkout', '/user/orders', '/user/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /typefaces');
    expect(lines).toContain('Sitemap: https://fonts.example/sitemap.xml');
  });

  it('lists every typeface, post, case study and page in the sitemap, and no private route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
    ].map(([, loc = '', lastmod = '']) => ({
      path: loc.replace('https://fonts.example', ''),
      lastmod,
    }));
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const typefaces = (await readdir(path.join(CONTENT, 'typefaces'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(typefaces.length).toBeGreaterThan(5);
    for (const slug of typefaces) {
      expect(paths).toContain(`/typeface/${slug}`);
      expect(paths).toContain(`/shops/${slug}`);
    }
    const posts = (await readdir(path.join(CONTENT, 'blog'))).filter((name) =>
      name.endsWith('.md'),
    );
    const postPaths = paths.filter((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p));
    expect(postPaths.map((p) => `${p.split('/')[3]}.md`).sort()).toEqual(posts.sort());
    expect(paths).toContain('/blog/releases/vazirmatn-joins-the-library');
    expect(entries).toContainEqual({
      path: '/blog/releases/vazirmatn-joins-the-library',
      lastmod: '2024-03-04',
    });
    expect(entries).toContainEqual({
      path: '/commissions/museum-of-writing-bilingual',
      lastmod: '2024-04-08',
    });
    expect(paths).toContain('/commissions/a-newspaper-headline-family');
    expect(paths).toContain('/typeface/garamonds-collection');
    for (const p of [
      '/',
      '/typefaces',
      '/blog',
      '/commissions',
      '/free-trial-fonts',
      '/information',
      '/about',
      '/eula',
      '/blog/in-use',
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of [
      '/cart',
      '/checkout',
      '/club',
      '/404',
      '/maintenance',
      '/user/login',
      '/user/orders',
      '/user/profile',
      '/checkouts/success',
    ]) {
      expect(paths).not.toContain(p);
    }
  });
});
