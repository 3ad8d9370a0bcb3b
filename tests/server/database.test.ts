import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/database/migrator';
import { seedDatabase } from '../../src/server/seed/seedDatabase';
import { KyselySiteSettings } from '../../src/server/settings/adapters/KyselySiteSettings';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('database', () => {
  it('has nothing left to migrate after start', async () => {
    expect(await migrateToLatest(testApp.database)).toEqual([]);
  });

  it('seeds again without overwriting a switch an operator set', async () => {
    const settings = new KyselySiteSettings(testApp.database.db);
    await settings.setMaintenanceMode(true);
    await seedDatabase(testApp.database.db, testApp.config);
    expect(await settings.maintenanceMode()).toBe(true);
    await settings.setMaintenanceMode(false);
  });

  it(`runs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} as configured`, () => {
    expect(testApp.database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });
});
