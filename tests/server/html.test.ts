import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

/** The parts of a page's head a crawler reads, taken from the HTML the server sent. */
function headOf(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    ogType: meta('og:type'),
    twitterCard: meta('twitter:card'),
    bodyClass: /<body class="([^"]*)"/.exec(html)?.[1],
  };
}

describe('pages from the built-in shell (no front-end build)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['/', 'Fieldwork Type Foundry', 'page-home', 'home'],
    ['/typefaces', 'Typefaces – Fieldwork Type Foundry', 'page-typefaces', 'typefaces'],
    ['/blog/in-use', 'Blog – Fieldwork Type Foundry', 'page-blog-filter', 'blog'],
    ['/blog/news/a-new-release', 'Blog – Fieldwork Type Foundry', 'page-blog-post', 'blog'],
    // No such typeface in the test content: the route's own head, with the home page's image.
    ['/typeface/elm-serif', 'Typeface – Fieldwork Type Foundry', 'page-typeface', 'home'],
    ['/checkout/', 'Checkout – Fieldwork Type Foundry', 'page-checkout', 'checkout'],
    ['/cart?id=abc', 'Cart – Fieldwork Type Foundry', 'page-cart', 'cart'],
  ])('%s answers its own head and body class', async (url, title, bodyClass, image) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = headOf(response.body);
    expect(head.title).toBe(title);
    expect(head.ogTitle).toBe(title);
    expect(head.bodyClass).toBe(bodyClass);
    expect(head.description).toBeTruthy();
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogImage).toBe(`https://fonts.example/social/page/${image}.png`);
    expect(head.ogType).toBe('website');
    expect(head.twitterCard).toBe('summary_large_image');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('gives the typefaces page the description of the route table', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/typefaces' });
    expect(headOf(response.body).description).toBe('The library overview: every retail typeface.');
  });

  it('answers HEAD for a page without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/typefaces' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers an unknown path with status 404 and the 404 page head', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no/such/page/here' });
    expect(response.statusCode).toBe(404);
    const head = headOf(response.body);
    expect(head.title).toBe('Page not found – Fieldwork Type Foundry');
    expect(head.bodyClass).toBe('page-404');
  });

  it('redirects the old addresses with 301, keeping the query', async () => {
    const licenses = await testApp.app.inject({ method: 'GET', url: '/licenses' });
    expect(licenses.statusCode).toBe(301);
    expect(licenses.headers.location).toBe('/information');

    const trials = await testApp.app.inject({ method: 'GET', url: '/free_trials/?ref=mail' });
    expect(trials.statusCode).toBe(301);
    expect(trials.headers.location).toBe('/free-trial-fonts?ref=mail');
  });

  it("sends a list's first page to its address without ?page=1, keeping other parameters", async () => {
    const blog = await testApp.app.inject({ method: 'GET', url: '/blog?page=1' });
    expect(blog.statusCode).toBe(301);
    expect(blog.headers.location).toBe('/blog');

    const filtered = await testApp.app.inject({
      method: 'GET',
      url: '/blog/in-use?utm_source=mail&page=1',
    });
    expect(filtered.statusCode).toBe(301);
    expect(filtered.headers.location).toBe('/blog/in-use?utm_source=mail');

    const second = await testApp.app.inject({ method: 'GET', url: '/blog?page=2' });
    expect(second.statusCode).toBe(200);
    // A page that reads no page number keeps its address.
    const home = await testApp.app.inject({ method: 'GET', url: '/?page=1' });
    expect(home.statusCode).toBe(200);
  });

  it('never answers an API path with the HTML shell', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/typefaces-nothing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

const BIG_SCRIPT = 'console.log("a line the compressor can fold");\n'.repeat(200);

describe('pages from the built index.html', () => {
  let testApp: TestApp;
  let client: string;
  beforeAll(async () => {
    // The build exists before the server starts, which reads it once.
    client = await mkdtemp(path.join(tmpdir(), 'foundry-client-'));
    await mkdir(path.join(client, 'assets'), { recursive: true });
    await writeFile(
      path.join(client, 'index.html'),
      [
        '<!doctype html><html lang="en"><head>',
        '<meta charset="UTF-8">',
        '<title>Vite title</title>',
        '<meta name="description" content="template description">',
        '<!--app-head-->',
        '<script type="module" src="/assets/index-Ab12Cd34.js"></script>',
        '</head><body class="no-js" data-theme="light"><div id="root"></div></body></html>',
      ].join('\n'),
    );
    await writeFile(path.join(client, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    // What the build's compression step writes beside a large asset.
    await writeFile(path.join(client, 'assets', 'app-Ef56Gh78.js'), BIG_SCRIPT);
    await writeFile(
      path.join(client, 'assets', 'app-Ef56Gh78.js.br'),
      brotliCompressSync(BIG_SCRIPT),
    );
    await writeFile(path.join(client, 'assets', 'app-Ef56Gh78.js.gz'), gzipSync(BIG_SCRIPT));
    await writeFile(path.join(client, 'robots.txt'), 'User-agent: *\n');
    testApp = await createTestApp({
      env: {
        FOUNDRY_NAME: 'Smith & "Jones" <Type>',
        PUBLIC_URL: 'https://type.example/',
        CLIENT_DIR: client,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(client, { recursive: true, force: true });
  });

  it('fills the template: one title, one description, the body class added', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/about' });
    const head = headOf(response.body);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe('About the foundry.');
    expect(head.bodyClass).toBe('no-js page-about');
    expect(response.body).toContain('data-theme="light"');
    expect(response.body).toContain('<script type="module" src="/assets/index-Ab12Cd34.js">');
    expect(head.ogImage).toBe('https://type.example/social/page/about.png');
  });

  it('escapes what it writes into the HTML', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/about' });
    const escaped = 'Smith &amp; &quot;Jones&quot; &lt;Type&gt;';
    expect(headOf(response.body).title).toBe(`About – ${escaped}`);
    expect(response.body).not.toContain('<Type>');
    expect(response.body).not.toContain('"Jones"');
  });

  it('escapes the path it echoes in the canonical URL', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/typeface/%22%3E%3Cscript%3E',
    });
    expect(response.body).not.toContain('<script>');
  });

  it('serves content-hashed assets with a one-year immutable cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends the brotli or gzip copy the build made to a browser that accepts it', async () => {
    const asset = (encoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/app-Ef56Gh78.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/assets/app-Ef56Gh78.js' });
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-Ef56Gh78.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves other files with a short cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/gone-Zz99Yy88.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses paths that climb out of the client directory', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/../../var/x.txt' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('does not serve the raw template', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('Vite title');
    expect(response.body).not.toContain('<!--app-head-->');
  });
});

describe('an index.html without the head marker', () => {
  let testApp: TestApp;
  let templateDir: string;
  beforeAll(async () => {
    templateDir = await mkdtemp(path.join(tmpdir(), 'foundry-template-'));
    const templatePath = path.join(templateDir, 'template.html');
    await writeFile(
      templatePath,
      '<html><head><title>x</title></head><body><main></main></body></html>',
    );
    testApp = await createTestApp({ deps: { htmlTemplatePath: templatePath } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(templateDir, { recursive: true, force: true });
  });

  it('puts the tags just before </head>', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(response.body).toMatch(/<script type="application\/ld\+json">[^<]+<\/script>\n<\/head>/);
    expect(headOf(response.body).title).toBe('Contact – Fieldwork Type Foundry');
    expect(headOf(response.body).bodyClass).toBe('page-contact');
  });
});
