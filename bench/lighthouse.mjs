// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown)
// on the ten pages of docs/design.md, against the built server on a free port with a throw-away
// database, in Debian's Chromium. Targets (docs/benchmarks.md): performance ≥ 0.95;
// accessibility, best practices and SEO 1.00; LCP ≤ 1.5 s; CLS ≤ 0.02; TBT ≤ 150 ms.
// Usage: npm run build && [LIGHTHOUSE_RUNS=3] npm run bench:lighthouse [-- /path ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './startServer.mjs';
import { CHROMIUM_ARGS } from './chromiumArgs.mjs';

const PAGES = [
  '/',
  '/typefaces',
  '/typeface/eb-garamond',
  '/typeface/vazirmatn',
  '/shops/eb-garamond',
  '/blog',
  '/blog/releases/vazirmatn-joins-the-library',
  '/commissions',
  '/commissions/museum-of-writing-bilingual',
  '/free-trial-fonts',
];
const TARGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 150,
};
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
// LIGHTHOUSE_REPORT_DIR=dir keeps each page's whole report (JSON) there, to read what made a
// figure: the LCP element and its phases, the main-thread tasks, the critical requests.
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

const score = (lhr, id) => lhr.categories[id]?.score ?? NaN;
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
/** The audits of a category that did not pass, for the reader to act on. */
function failing(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

// LIGHTHOUSE_RUNS=n runs each page n times and reports the run of median performance, as
// Lighthouse's own docs advise: one run on a shared machine swings by 0.1 or more.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
async function medianRun(path) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(server.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    results.push(lhr);
  }
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return results[Math.floor(results.length / 2)];
}

const rows = [];
const failures = [];
try {
  // A page is rendered on its first request after a content change and then sent from the
  // cache (docs/rendering.md "Server-side rendering"): ask for each once, so Lighthouse measures the
  // page every later visitor gets, not the one render per content version.
  for (const path of paths) await fetch(server.url + path);
  for (const path of paths) {
    const lhr = await medianRun(path);
    if (lhr.runtimeError) console.warn(`${path}: ${lhr.runtimeError.message}`);
    if (reportDir) {
      const file = join(reportDir, `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`);
      writeFileSync(file, JSON.stringify(lhr));
    }
    const row = {
      page: path,
      perf: score(lhr, 'performance'),
      a11y: score(lhr, 'accessibility'),
      'best pr.': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      'LCP s': Number((metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)),
      CLS: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
      'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
    };
    const misses = [
      row.perf < TARGETS.performance && 'perf',
      row.a11y < TARGETS.accessibility && 'a11y',
      row['best pr.'] < TARGETS['best-practices'] && 'best pr.',
      row.seo < TARGETS.seo && 'seo',
      row['LCP s'] * 1000 > TARGETS.lcpMs && 'LCP',
      row.CLS > TARGETS.cls && 'CLS',
      row['TBT ms'] > TARGETS.tbtMs && 'TBT',
    ].filter(Boolean);
    row.misses = misses.join(' ') || '-';
    rows.push(row);
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const ids = failing(lhr, category);
      if (ids.length) failures.push(`${path} ${category}: ${ids.join(', ')}`);
    }
  }
  console.log(
    'Lighthouse, mobile defaults, Debian Chromium. Targets: perf ≥ 0.95; a11y, best practices,' +
      ' SEO 1.00; LCP ≤ 1.5 s; CLS ≤ 0.02; TBT ≤ 150 ms.',
  );
  console.table(rows);
  if (failures.length) {
    console.log('Audits that failed:');
    for (const line of failures) console.log(`  ${line}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
