import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeBody, MISS_BROTLI_QUALITY } from '../../../src/server/http/encodedBody';
import type { PageRenderer, RenderedPage } from '../../../src/server/html/PageRenderer';
import { MAX_WAITING_RENDERS, renderedPages } from '../../../src/server/html/renderedPages';
import { RENDERED_PAGE_CACHE } from '../../../src/server/html/frontendRoutes';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * A renderer that records each address it renders (and a consumer's VAT rate it renders one
 * for) and asks the API as the real one does.
 */
function countingRenderer(rendered: string[], call?: (path: string) => Promise<unknown>) {
  const renderer: PageRenderer = {
    async render(url, notFoundPage, shownTax) {
      rendered.push(shownTax ? `${url} at ${shownTax.ratePercent} %` : url);
      await call?.('/settings');
      if (url.includes('/no-such')) return notFoundPage();
      const prices = shownTax ? ` incl. ${shownTax.ratePercent} % VAT` : '';
      return { html: `<p>${url}${prices}</p>`, answers: '{}', status: url === '/404' ? 404 : 200 };
    },
  };
  return renderer;
}

const PAGE = { accept: 'text/html', 'accept-encoding': 'br' };

describe('rendered pages in the app', () => {
  const rendered: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      captureLogs: true,
      deps: { pageRenderer: async (call) => countingRenderer(rendered, call) },
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: PAGE });

  it('serve an address with parameters the page does not read as the canonical page, from one render', async () => {
    const plain = await get('/typeface/eb-garamond');
    const tracked = await get('/typeface/eb-garamond?utm_source=x');
    const mailed = await get('/typeface/eb-garamond?mc_eid=42&fbclid=7&whatever=1');
    expect(plain.statusCode).toBe(200);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    expect(mailed.headers.etag).toBe(plain.headers.etag);
    expect(tracked.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(rendered.filter((url) => url.startsWith('/typeface/eb-garamond'))).toEqual([
      '/typeface/eb-garamond',
    ]);
  });

  it('keep the parameters a page reads in its address, and only those', async () => {
    await get('/blog?utm_campaign=launch&page=2');
    await get('/blog?page=2');
    expect(rendered.filter((url) => url.startsWith('/blog'))).toEqual(['/blog?page=2']);
  });

  it('send a typeface the index does not list the one 404 page, with no render of its own', async () => {
    const first = await get('/typeface/no-such-face');
    const again = await get('/typeface/no-such-face?ref=x');
    const other = await get('/typeface/no-such-other');
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([404, 404, 404]);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(rendered.filter((url) => url.startsWith('/typeface/no-such'))).toEqual([]);
    expect(rendered.filter((url) => url === '/404')).toHaveLength(1);
  });

  it('render an address whose route the index does not cover, sharing the one 404 page', async () => {
    const first = await get('/shops/no-such-face');
    const other = await get('/shops/no-such-other');
    expect([first.statusCode, other.statusCode]).toEqual([404, 404]);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(rendered.filter((url) => url.startsWith('/shops/no-such'))).toEqual([
      '/shops/no-such-face',
      '/shops/no-such-other',
    ]);
    expect(rendered.filter((url) => url === '/404')).toHaveLength(1);
  });

  it('compress a page a visitor waited for at the strongest quality once it is asked for again', async () => {
    const first = await get('/commissions');
    const text = brotliDecompressSync(first.rawPayload);
    const moderate = await encodeBody(text, MISS_BROTLI_QUALITY);
    const strongest = await encodeBody(text);
    expect(first.rawPayload.equals(moderate.br ?? Buffer.alloc(0))).toBe(true);
    expect(strongest.br?.length).toBeLessThan(moderate.br?.length ?? 0);
    // The second request is sent from memory as it was, and asks for the strongest copy.
    await get('/commissions');
    await vi.waitFor(async () => {
      const later = await get('/commissions');
      expect(later.rawPayload.equals(strongest.br ?? Buffer.alloc(0))).toBe(true);
      expect(later.headers.etag).toBe(first.headers.etag);
      // The strongest copy is made in the background, one page at a time: on a busy machine
      // that takes longer than waitFor's default second.
    }, 20_000);
  });

  it("render a consumer's shop in the prices their cookie names, kept by no shared cache", async () => {
    const page = (url: string, prices?: string) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...PAGE, ...(prices ? { cookie: `cart_prices=${prices}` } : {}) },
      });
    const shared = await page('/shops/eb-garamond');
    const consumer = await page('/shops/eb-garamond', 'incl-vat-20');
    const again = await page('/shops/eb-garamond', 'incl-vat-20');
    const madeUp = await page('/shops/eb-garamond', 'incl-vat-37');
    expect(shared.headers['cache-control']).toBe(RENDERED_PAGE_CACHE);
    expect(consumer.headers['cache-control']).toBe('private, no-cache');
    expect(consumer.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(consumer.headers.etag).not.toBe(shared.headers.etag);
    expect(again.headers.etag).toBe(consumer.headers.etag);
    expect(madeUp.headers.etag).toBe(shared.headers.etag);
    expect(rendered.filter((url) => url.startsWith('/shops/eb-garamond'))).toEqual([
      '/shops/eb-garamond',
      '/shops/eb-garamond at 20 %',
    ]);
    // A page that shows no prices is everyone's.
    const about = await page('/about', 'incl-vat-20');
    expect(about.headers['cache-control']).toBe(RENDERED_PAGE_CACHE);
    expect(rendered.filter((url) => url.startsWith('/about'))).toEqual(['/about']);
  });

  it('let a CDN keep a public page, which sets no cookie', async () => {
    const page = await get('/typefaces');
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(page.headers['set-cookie']).toBeUndefined();
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/typefaces?utm_source=x',
      headers: { ...PAGE, 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('render the empty cart for a browser that holds no cart, kept by no shared cache', async () => {
    const html = { accept: 'text/html' };
    const empty = await testApp.app.inject({ method: 'GET', url: '/cart', headers: html });
    expect(empty.body).toContain('<p>/cart</p>');
    expect(empty.headers['cache-control']).toBe('private, no-cache');
    expect(empty.headers.vary).toBe('Accept-Encoding, Cookie');

    const withCart = await testApp.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...html, cookie: `cart=${encodeURIComponent('[{"typeface":"inter"}]')}` },
    });
    const shared = await testApp.app.inject({ method: 'GET', url: '/cart?id=abc', headers: html });
    for (const shell of [withCart, shared]) {
      expect(shell.statusCode).toBe(200);
      expect(shell.body).not.toContain('<p>/cart');
      expect(shell.body).toContain('<div id="root"></div>');
    }
    expect(rendered.filter((url) => url.startsWith('/cart'))).toEqual(['/cart']);
  });

  it('log one line per page, not the API calls of its render', async () => {
    const before = testApp.logs.length;
    const page = await get('/typeface/eb-garamond?utm_source=log');
    await get('/about');
    const lines = testApp.logs.slice(before).map((line) => JSON.parse(line) as { url?: string });
    expect(page.statusCode).toBe(200);
    expect(lines.map((line) => line.url)).toEqual([
      '/typeface/eb-garamond?utm_source=log',
      '/about',
    ]);
  });

  it('answer `//` and other double slashes in the error shape, never 5xx', async () => {
    for (const url of ['//', '//evil.example/x', '/typeface//eb-garamond']) {
      const asScript = await testApp.app.inject({ method: 'GET', url });
      expect(asScript.statusCode, url).toBe(404);
      expect(asScript.json(), url).toMatchObject({
        errors: [{ field: null, message: expect.any(String) as string, rule: 'not_found' }],
      });
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the rendered-page cache', () => {
  const notInMaintenance = { isOn: async () => false };
  const page = (url: string): RenderedPage => ({
    html: `<p>${url}</p>${'x'.repeat(1000)}`,
    answers: '{}',
    status: 200,
  });

  it('keeps the popular page while a crawler walks many addresses, and never empties at once', async () => {
    const rendered: string[] = [];
    const renderer: PageRenderer = {
      render: async (url) => {
        rendered.push(url);
        return page(url);
      },
    };
    const versions = { current: async () => 1, forget: () => {} };
    // Room for about ten pages.
    const pages = renderedPages(renderer, versions, notInMaintenance, { maxBytes: 10 * 2100 });
    await pages.get('/typeface/popular');
    await pages.get('/typeface/second');
    for (let i = 0; i < 100; i++) {
      await pages.get(`/typeface/crawled-${i}`);
      await pages.get('/typeface/popular');
    }
    // The page nobody asked for again was pushed out, the popular one never was, and the
    // crawler's most recent pages are still there.
    await pages.get('/typeface/second');
    await pages.get('/typeface/crawled-99');
    expect(rendered.filter((url) => url === '/typeface/popular')).toHaveLength(1);
    expect(rendered.filter((url) => url === '/typeface/second')).toHaveLength(2);
    expect(rendered.filter((url) => url === '/typeface/crawled-99')).toHaveLength(1);
  });

  it('renders again after a content change, and names what was wanted before it', async () => {
    const rendered: string[] = [];
    const renderer: PageRenderer = {
      render: async (url) => {
        rendered.push(url);
        return page(url);
      },
    };
    let version = 1;
    let changes = 0;
    const pages = renderedPages(
      renderer,
      { current: async () => version, forget: () => {} },
      notInMaintenance,
      { onNewVersion: () => (changes += 1) },
    );
    await pages.get('/typefaces');
    await pages.get('/about');
    // The first render of a start is no change: the start's own warm-up covers it.
    expect(changes).toBe(0);
    version = 2;
    await pages.get('/typefaces');
    expect(rendered).toEqual(['/typefaces', '/about', '/typefaces']);
    expect(pages.recentlyWanted()).toEqual(['/about', '/typefaces']);
    // The warm-up is told, once, so the pages wanted before are rendered again ahead.
    expect(changes).toBe(1);
  });

  it('reads the index once per content version, and renders what a new version lists', async () => {
    const rendered: string[] = [];
    const renderer: PageRenderer = {
      render: async (url) => {
        rendered.push(url);
        return url === '/404' ? { ...page(url), status: 404 } : page(url);
      },
    };
    let version = 1;
    const reads: number[] = [];
    const pages = renderedPages(
      renderer,
      { current: async () => version, forget: () => {} },
      notInMaintenance,
      {
        listed: {
          routes: new Set(['/typeface/:font']),
          paths: async () => {
            reads.push(version);
            return new Set(
              version === 1 ? ['/typeface/known'] : ['/typeface/known', '/typeface/new'],
            );
          },
        },
      },
    );
    expect((await pages.get('/typeface/new'))?.path).toBe('/404');
    expect((await pages.get('/typeface/other'))?.path).toBe('/404');
    expect(rendered).toEqual(['/404']);
    version = 2;
    await pages.get('/typeface/new');
    expect(rendered).toEqual(['/404', '/typeface/new']);
    expect(reads).toEqual([1, 2]);
  });

  it('sends a miss past the waiting limit as the shell at once, and renders it when asked again', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rendered: string[] = [];
    const renderer: PageRenderer = {
      render: async (url) => {
        await gate;
        rendered.push(url);
        return page(url);
      },
    };
    const pages = renderedPages(
      renderer,
      { current: async () => 1, forget: () => {} },
      notInMaintenance,
    );
    // One render holds the slot and MAX_WAITING_RENDERS wait for it: the next miss is the shell.
    const held = Array.from({ length: MAX_WAITING_RENDERS + 1 }, (_, i) =>
      pages.get(`/typeface/crawled-${i}`),
    );
    // Let each request reach the slot (the version check is a promise of its own).
    await new Promise((resolve) => setImmediate(resolve));
    expect(await pages.get('/typeface/popular')).toBeNull();
    release();
    expect((await Promise.all(held)).every((rendered) => rendered !== null)).toBe(true);
    expect(rendered).toHaveLength(MAX_WAITING_RENDERS + 1);
    // Once the queue has drained, the address is rendered like any other.
    expect((await pages.get('/typeface/popular'))?.html).toContain('/typeface/popular');
  });
});
