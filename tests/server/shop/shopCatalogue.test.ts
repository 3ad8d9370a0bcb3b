import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopAnswer } from '../../../src/server/shop/app/shopAnswer';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function familyName(page: string): Promise<string> {
  const response = await testApp.api.get(`/shops/${page}`);
  expect(response.statusCode).toBe(200);
  return response.json<ShopAnswer>().family_name;
}

describe('the shops kept in memory', () => {
  it('are read once per content version: a change shows only after the next import', async () => {
    const db = testApp.database.db;
    expect(await familyName('eb-garamond')).toBe('EB Garamond');
    await db
      .updateTable('typefaces')
      .set({ name: 'EB Garamond Renamed' })
      .where('slug', '=', 'eb-garamond')
      .execute();
    const { versions } = testApp.app.appContext.catalogue;
    versions.forget(); // the watch would otherwise not look again within a second
    expect(await familyName('eb-garamond')).toBe('EB Garamond');

    // What an import does last, here or in another process.
    await db
      .updateTable('content_imports')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    versions.forget();
    expect(await familyName('eb-garamond')).toBe('EB Garamond Renamed');
  });
});
