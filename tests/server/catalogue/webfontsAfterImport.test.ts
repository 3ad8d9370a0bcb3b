import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KyselyContentImport } from '../../../src/server/contentImport/KyselyContentImport';
import { createTestApp, type TestApp } from '../support/testApp';

const FAMILY = 'frank-ruhl-libre';

let testApp: TestApp;
let contentDir: string;
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** The specimen's web-font URL of each style, by style slug. */
async function webfontUrls(): Promise<Record<string, string>> {
  const specimen = (await get(`/api/v1/typefaces/${FAMILY}`)).json<{
    font_faces: { slug: string; woff2_url: string }[];
  }>();
  return Object.fromEntries(specimen.font_faces.map((face) => [face.slug, face.woff2_url]));
}

beforeAll(async () => {
  // A copy of content/ of the test's own, so the test can change it and import it again.
  contentDir = await mkdtemp(path.join(tmpdir(), 'foundry-content-'));
  await cp(path.resolve('content'), contentDir, { recursive: true });
  vi.stubEnv('CONTENT_DIR', contentDir);
  testApp = await createTestApp();
}, 30_000);
afterAll(async () => {
  await testApp.close();
  vi.unstubAllEnvs();
  await rm(contentDir, { recursive: true, force: true });
});

describe('web fonts after a content import', () => {
  it('serves the styles as the new import has them', async () => {
    const before = await webfontUrls();
    expect(before).toHaveProperty('bold');
    expect(before).toHaveProperty('black');
    const boldBefore = await get(before.bold ?? '');
    expect(boldBefore.statusCode).toBe(200);

    // The bold style's file gets another name and the black style's file leaves the folder.
    const folder = path.join(contentDir, 'typefaces', FAMILY);
    await rename(
      path.join(folder, 'FrankRuhlLibre_700Bold.ttf'),
      path.join(folder, 'FrankRuhlLibre-Bold.ttf'),
    );
    await rm(path.join(folder, 'FrankRuhlLibre_900Black.ttf'));
    const contentImport = new KyselyContentImport(testApp.database.db);
    expect((await contentImport.import(contentDir)).imported).toBe(true);
    // An import by another process is seen when the version watch next reads the database
    // (within a second); forgetting its last reading stands in for that second.
    testApp.app.appContext.catalogue.versions.forget();

    const after = await webfontUrls();
    expect(after).not.toHaveProperty('black');
    expect(after.bold).toBe(before.bold); // the same font: the same hash
    const bold = await get(after.bold ?? '');
    expect(bold.statusCode).toBe(200);
    expect(bold.headers['content-type']).toBe('font/woff2');
    expect(bold.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bold.rawPayload.equals(boldBefore.rawPayload)).toBe(true);
    expect((await get(before.black ?? '')).statusCode).toBe(404);
  }, 60_000);
});
