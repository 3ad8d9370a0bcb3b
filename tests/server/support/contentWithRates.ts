import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
const HEADER =
  'Country/Territories,Currency,Currency Code,Currency Units per £1,Start date,End date';

/** An ISO day as HMRC's files write it: "30/11/2026". */
const hmrcDay = (iso: string) => iso.split('-').reverse().join('/');

/** The first and last day (ISO) of the month `offset` months from the UTC month of `now`. */
export function monthOf(now: Date, offset = 0): { start: string; end: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/** HMRC's table with a dollar rate for each month given. */
export function dollarPeriodRates(months: { start: string; end: string; usdPerPound: number }[]) {
  return [
    HEADER,
    ...months.map(
      (month) =>
        `USA,Dollar,USD,${month.usdPerPound},${hmrcDay(month.start)},${hmrcDay(month.end)}`,
    ),
  ].join('\n');
}

/**
 * The shop's content with a rate table of the test's own, so a test can say which months
 * HMRC has published, whatever day it runs on: every entry of content/ linked, and `tax/` a
 * folder of its own. The server reads CONTENT_DIR when its app is made and the rate tables
 * afresh for each order and return, so `writeSterlingRates` takes effect at once.
 */
export function contentWithSterlingRates(csv: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-content-'));
  for (const entry of fs.readdirSync(CONTENT)) {
    if (entry !== 'tax') fs.symlinkSync(path.join(CONTENT, entry), path.join(dir, entry));
  }
  fs.mkdirSync(path.join(dir, 'tax'));
  fs.copyFileSync(
    path.join(CONTENT, 'tax', 'eur-reference-rates.csv'),
    path.join(dir, 'tax', 'eur-reference-rates.csv'),
  );
  const writeSterlingRates = (table: string) =>
    fs.writeFileSync(path.join(dir, 'tax', 'hmrc-period-rates.csv'), table);
  writeSterlingRates(csv);
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  return {
    writeSterlingRates,
    restore() {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
