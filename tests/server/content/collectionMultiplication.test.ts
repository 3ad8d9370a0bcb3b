import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyCollectionImport } from '../../../src/server/content/adapters/KyselyCollectionImport';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
let contentDir: string;

beforeAll(async () => {
  testApp = await createTestApp();
  contentDir = await mkdtemp(path.join(tmpdir(), 'collections-'));
  await mkdir(path.join(contentDir, 'collections'));
});
afterAll(async () => {
  await testApp.close();
  await rm(contentDir, { recursive: true, force: true });
});

async function importWith(multiplication: string) {
  await writeFile(
    path.join(contentDir, 'collections', 'pair.yaml'),
    `name: The Pair\nslug: pair\ndescription: Two.\nsections: []\n${multiplication}`,
  );
  return new KyselyCollectionImport(testApp.database.db).import(contentDir);
}

async function stored() {
  return testApp.database.db
    .selectFrom('typeface_collections')
    .select('bundle_multiplication')
    .where('slug', '=', 'pair')
    .executeTakeFirst();
}

describe('a collection’s bundle multiplication', () => {
  it('is read from the content, and absent means the collection is not sold as a bundle', async () => {
    await importWith('multiplication: 0.75\n');
    expect(await stored()).toEqual({ bundle_multiplication: 0.75 });
    await importWith('');
    expect(await stored()).toEqual({ bundle_multiplication: null });
  });

  it('stops the import when it would make the bundle dearer than its families', async () => {
    await expect(importWith('multiplication: 1.2\n')).rejects.toThrow(
      /"multiplication" must be more than 0 and at most 1/,
    );
    await expect(importWith('multiplication: cheap\n')).rejects.toThrow(/must be a number/);
  });
});
