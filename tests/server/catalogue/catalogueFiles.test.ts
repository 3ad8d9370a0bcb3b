import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('catalogue files', () => {
  it('serves a style as WOFF2 with a long cache when the URL is versioned', async () => {
    const specimen = (await get('/api/v1/typefaces/frank-ruhl-libre')).json();
    const url: string = specimen.font_faces[0].woff2_url;
    expect(url).toMatch(/^\/fonts\/frank-ruhl-libre\/light\.woff2\?v=[0-9a-f]{12}$/);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Made once, then served from DATA_DIR/files.
    expect((await get(url)).rawPayload.equals(response.rawPayload)).toBe(true);
    expect((await get('/fonts/frank-ruhl-libre/no-such-style.woff2')).statusCode).toBe(404);
  }, 30_000);

  it('serves a specimen PDF set in the real fonts', async () => {
    const response = await get('/api/v1/typefaces/eb-garamond/specimen.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('EB Garamond Specimen'); // the document title
    expect(pdf).toContain('/FontFile2'); // the TrueType font is embedded
    expect((await get('/api/v1/typefaces/nothing/specimen.pdf')).statusCode).toBe(404);
  }, 30_000);

  it('serves content images with their type and refuses paths outside the folder', async () => {
    const svg = await get('/content/images/home/hero.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    expect(svg.body).toContain('<svg');
    expect((await get('/content/images/../blog/harbour-almanac.md')).statusCode).toBe(404);
    expect((await get('/content/images/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
    expect((await get('/content/images/home/missing.svg')).statusCode).toBe(404);
  });

  it('sends an SVG compressed to a browser that accepts it, and 304 while it is unchanged', async () => {
    const file = readFileSync('content/images/home/hero.svg');
    const url = '/content/images/home/hero.svg';
    const compressed = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-security-policy']).toContain("default-src 'none'");
    expect(brotliDecompressSync(compressed.rawPayload).equals(file)).toBe(true);
    expect(compressed.rawPayload.length).toBeLessThan(file.length);

    const etag = compressed.headers.etag as string;
    const again = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
