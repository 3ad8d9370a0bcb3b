// How long an order's zip takes to make (docs/delivery.md), on this thread, from the same
// plain-data job the server hands its worker. Each case runs cold (an empty font cache: the
// first order of those styles) and warm (the subsets and instances made before are reused).
//   npx tsx bench/order-zip.ts
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type {
  DeliveredStyle,
  LicensedScripts,
} from '../src/server/fontLicensing/app/deliveredStyle';
import { makeOrderZip } from '../src/server/fontLicensing/adapters/makeOrderZip';

const content = path.resolve('content/typefaces');

async function familyStyles(
  folder: string,
  familyName: string,
  uses: { desktop: LicensedScripts | null; web: LicensedScripts | null },
): Promise<DeliveredStyle[]> {
  const files = (await readdir(path.join(content, folder))).filter((f) => /\.(ttf|otf)$/.test(f));
  return files.map((file) => ({ familyName, path: path.join(content, folder, file), ...uses }));
}

const latinOnly = { licensed: ['Latin'], withheld: ['Greek', 'Cyrillic'] };
const cases: { name: string; styles: DeliveredStyle[] }[] = [
  {
    name: 'EB Garamond family (8 styles), desktop, Latin only',
    styles: await familyStyles('eb-garamond', 'EB Garamond', { desktop: latinOnly, web: null }),
  },
  {
    name: 'EB Garamond family (8 styles), desktop + web, Latin only',
    styles: await familyStyles('eb-garamond', 'EB Garamond', {
      desktop: latinOnly,
      web: latinOnly,
    }),
  },
  {
    name: 'Inter Variable family (2 variable fonts), desktop + web, Latin only',
    styles: await familyStyles('inter', 'Inter Variable', { desktop: latinOnly, web: latinOnly }),
  },
];

const cacheDir = await mkdtemp(path.join(tmpdir(), 'order-zip-bench-'));
const rows = [];
try {
  for (const { name, styles } of cases) {
    const timed = async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const zip = await makeOrderZip({
        kind: 'order-zip',
        styles,
        stamp: { licensee: 'Ada Lovelace', orderNumber: '1042', foundry: 'Bench Foundry' },
        licenceText: 'End user licence agreement',
        certificatePdf: new Uint8Array(Buffer.from('%PDF-1.3')),
        fontCacheDir: cacheDir,
      });
      const cpu = process.cpuUsage(cpuBefore);
      return {
        ms: Math.round(performance.now() - started),
        // CPU time, user and system: steadier than the wall time on a shared machine.
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        kB: Math.round(zip.length / 1024),
      };
    };
    const cold = await timed();
    const warm = await timed();
    rows.push({
      case: name,
      'cold ms': cold.ms,
      'cold CPU ms': cold.cpuMs,
      'warm ms': warm.ms,
      'warm CPU ms': warm.cpuMs,
      'zip kB': warm.kB,
    });
  }
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
console.table(rows);
