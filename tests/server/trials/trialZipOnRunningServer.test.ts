import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LOCATION_TRIALS } from '../../../src/domain/validation/trialForms';
import { KyselyContentImport } from '../../../src/server/contentImport/KyselyContentImport';
import { linkIn, mailTo } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

/*
 * The trial zip when the content changed on a running server, so the build step did not
 * make it: the server makes it itself, in a worker thread. The app reads a copy of content/
 * (CONTENT_DIR) with fewer trial families, so each zip takes a second or two, not ten.
 */

const FOLDER = 'Fieldwork Type Foundry Trial Fonts';
const previousContentDir = process.env.CONTENT_DIR;
let contentRoot: string;
let contentDir: string;
let testApp: TestApp;

/** Sets `trial:` in a family's typeface.yaml of the copied content. */
async function offerAsTrial(folder: string, trial: boolean): Promise<void> {
  const file = path.join(contentDir, 'typefaces', folder, 'typeface.yaml');
  const yaml = await readFile(file, 'utf8');
  await writeFile(file, yaml.replace(/^trial: (true|false)$/m, `trial: ${trial}`));
}

beforeAll(async () => {
  contentRoot = await mkdtemp(path.join(tmpdir(), 'foundry-trial-content-'));
  contentDir = path.join(contentRoot, 'content');
  await cp(path.resolve('content'), contentDir, { recursive: true });
  const typefaces = await readdir(path.join(contentDir, 'typefaces'), { withFileTypes: true });
  for (const folder of typefaces.filter((entry) => entry.isDirectory())) {
    await offerAsTrial(folder.name, folder.name === 'frank-ruhl-libre');
  }
  process.env.CONTENT_DIR = contentDir;
  testApp = await createTestApp({ deps: { startMailWorker: false } });
}, 120_000);

afterAll(async () => {
  await testApp.close();
  if (previousContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previousContentDir;
  await rm(contentRoot, { recursive: true, force: true });
});

/** The files in DATA_DIR/files/trials (none before a zip was ever made). */
async function trialFiles(app: TestApp): Promise<string[]> {
  return readdir(path.join(app.config.dataDir, 'files', 'trials')).catch(() => []);
}

/** Asks for the trial fonts; answers the e-mail's text and the link's path. */
async function requestTrialFonts(app: TestApp, email: string) {
  const response = await app.api.post('/trials', {
    email,
    name: 'Tess Trial',
    subscribe: false,
    terms: true,
    newsletter_subscribe_location: NEWSLETTER_LOCATION_TRIALS,
  });
  expect(response.statusCode).toBe(200);
  const [mail] = await mailTo(app, email);
  if (!mail) throw new Error(`no trial mail to ${email}`);
  const link = linkIn(mail, `${app.config.publicUrl}/api/v1/trials/`);
  return { text: mail.text, path: new URL(link).pathname };
}

/** The families in a downloaded zip, by their folders. */
function familiesIn(zip: Buffer): string[] {
  const fonts = [...unzip(zip).keys()].filter((name) => /\.(ttf|otf|woff2)$/.test(name));
  return [...new Set(fonts.map((name) => name.split('/')[1]))].sort();
}

describe('the trial zip on a running server', () => {
  it('is made in a worker thread when missing, while the server’s event loop stays free', async () => {
    expect(await trialFiles(testApp)).toEqual([]);
    // How busy this thread is, as a share of the time: a ratio, not a wall-time budget.
    const before = performance.eventLoopUtilization();
    const request = await requestTrialFonts(testApp, 'first@example.com');
    const download = await testApp.app.inject({ method: 'GET', url: request.path });
    const busy = performance.eventLoopUtilization(before).utilization;

    expect(request.text).toContain('Your trial fonts are ready: Frank Ruhl Libre.');
    expect(download.statusCode).toBe(200);
    expect(familiesIn(download.rawPayload)).toEqual(['Frank Ruhl Libre']);
    expect(unzip(download.rawPayload).has(`${FOLDER}/Trial licence.txt`)).toBe(true);
    // Subsetting on this thread would keep it busy nearly all the time (about 0.99).
    expect(busy).toBeLessThan(0.5);
    expect(await trialFiles(testApp)).toEqual([expect.stringMatching(/^trial-fonts-\w+\.zip$/)]);
  }, 60_000);

  it('follows the content once it is imported, not each edit of content/', async () => {
    const [oldZip] = await trialFiles(testApp);
    await offerAsTrial('cormorant-garamond', true);
    // The trial families are worked out once per content version: the edit alone changes nothing.
    const beforeImport = await requestTrialFonts(testApp, 'before-import@example.com');
    expect(beforeImport.text).toContain('Your trial fonts are ready: Frank Ruhl Libre.');

    await new KyselyContentImport(testApp.database.db).import(contentDir, { force: true });
    testApp.app.appContext.catalogue.versions.forget(); // else read again within a second
    const afterImport = await requestTrialFonts(testApp, 'after-import@example.com');
    expect(afterImport.text).toContain(
      'Your trial fonts are ready: Cormorant Garamond, Frank Ruhl Libre.',
    );
    const download = await testApp.app.inject({ method: 'GET', url: afterImport.path });
    expect(download.statusCode).toBe(200);
    expect(familiesIn(download.rawPayload)).toEqual(['Cormorant Garamond', 'Frank Ruhl Libre']);

    // The zip of the old content is removed, and an old link now gets the current fonts.
    const zips = await trialFiles(testApp);
    expect(zips).toHaveLength(1);
    expect(zips).not.toContain(oldZip);
    const oldLink = await testApp.app.inject({ method: 'GET', url: beforeImport.path });
    expect(oldLink.rawPayload.equals(download.rawPayload)).toBe(true);
  }, 60_000);

  it('is not written on after the server closed, and leaves no partial file', async () => {
    const other = await createTestApp({ deps: { startMailWorker: false } });
    try {
      await requestTrialFonts(other, 'closing@example.com'); // starts making the zip
      // Closed while the worker writes (the partial file is there), not before it started.
      for (let tries = 0; !(await trialFiles(other)).some((f) => f.endsWith('.partial'));) {
        if (++tries > 600) throw new Error('the zip was never started');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await other.app.close();
      expect(await trialFiles(other)).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);
});
