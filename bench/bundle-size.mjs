// Prints the JavaScript a visitor's browser downloads for a page, raw and gzip, by loading
// the page in Debian's Chromium against the built server. Budget (DESIGN.md): home ≤ 90 kB gzip.
// Usage: npm run build && npm run bench:bundle [-- /path ...]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './startServer.mjs';

const BUDGET_KB = 90;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
let homeGzip = 0;
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (!response.url().startsWith(server.url)) return;
      scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    let raw = 0;
    let gzip = 0;
    console.log(`\nJavaScript loaded by ${path}`);
    for (const { url, body } of loaded) {
      const zipped = gzipSync(body).length;
      raw += body.length;
      gzip += zipped;
      console.log(
        `  ${kb(zipped).padStart(7)} kB gzip  ${kb(body.length).padStart(7)} kB raw  ${new URL(url).pathname}`,
      );
    }
    console.log(
      `  ${kb(gzip).padStart(7)} kB gzip  ${kb(raw).padStart(7)} kB raw  total (${loaded.length} files)`,
    );
    if (path === '/') homeGzip = gzip;
    await page.close();
  }
  if (paths.includes('/')) {
    const verdict = homeGzip / 1024 <= BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `\nHome page JavaScript: ${kb(homeGzip)} kB gzip, ${verdict} the ${BUDGET_KB} kB budget.`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
