// Prints the JavaScript a visitor's browser downloads for a page, raw and gzip, by loading
// the page in Debian's Chromium against the built server. Budget (docs/design.md): on the home
// page, our code on top of the floor of the required libraries stays ≤ 25 kB gzip.
// Usage: npm run build && npm run bench:bundle [-- /path ...]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { attributeByOwner } from './bundleAttribution.mjs';
import { bundleFloor } from './bundleFloor.mjs';
import { startServer } from './startServer.mjs';

const OUR_CODE_BUDGET_KB = 25;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
let homeGzip = 0;
let homeScripts = [];
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (!response.url().startsWith(server.url)) return;
      scripts.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: response.url(),
          body,
          // What crossed the wire: the brotli or gzip copy the server chose for Chromium.
          sent: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'none',
        })),
      );
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    let raw = 0;
    let gzip = 0;
    let sent = 0;
    console.log(`\nJavaScript loaded by ${path}`);
    for (const file of loaded) {
      const zipped = gzipSync(file.body).length;
      raw += file.body.length;
      gzip += zipped;
      sent += file.sent;
      console.log(
        `  ${kb(zipped).padStart(7)} kB gzip  ${kb(file.body.length).padStart(7)} kB raw  ${kb(file.sent).padStart(7)} kB sent (${file.encoding})  ${new URL(file.url).pathname}`,
      );
    }
    console.log(
      `  ${kb(gzip).padStart(7)} kB gzip  ${kb(raw).padStart(7)} kB raw  ${kb(sent).padStart(7)} kB sent  total (${loaded.length} files)`,
    );
    if (path === '/') {
      homeGzip = gzip;
      homeScripts = loaded.map(({ url }) => new URL(url).pathname);
    }
    await page.close();
  }
  if (paths.includes('/')) {
    console.log(`\nHome page JavaScript: ${kb(homeGzip)} kB gzip.`);
    const floor = await bundleFloor();
    const ours = homeGzip - floor;
    console.log(
      `Floor: ${kb(floor)} kB gzip for the browser libraries docs/design.md requires with no code of ours` +
        ` (bench/bundleFloor/main.tsx); the home page adds ${kb(ours)} kB.`,
    );
    const pass = ours / 1024 <= OUR_CODE_BUDGET_KB;
    console.log(
      `Budget: our code on top of the floor ≤ ${OUR_CODE_BUDGET_KB} kB gzip: ${pass ? 'PASS' : 'FAIL'}` +
        ` (${kb(ours)} kB, ${pass ? 'under' : 'over'} by ${kb(Math.abs(OUR_CODE_BUDGET_KB * 1024 - ours))} kB).`,
    );
    const { rows, missing } = attributeByOwner(homeScripts);
    console.log('\nWhat the home page JavaScript is made of (each part gzipped on its own):');
    for (const { owner, raw, gzip } of rows.filter((row) => row.gzip >= 512)) {
      console.log(`  ${kb(gzip).padStart(7)} kB gzip  ${kb(raw).padStart(7)} kB raw  ${owner}`);
    }
    const small = rows.filter((row) => row.gzip < 512);
    const smallGzip = small.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`  ${kb(smallGzip).padStart(7)} kB gzip  in ${small.length} smaller parts`);
    if (missing.length > 0) {
      console.log(`  (not attributed, no source map beside: ${missing.join(', ')})`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
