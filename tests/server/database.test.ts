import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/database/migrator';
import { seedDatabase } from '../../src/server/seed/seedDatabase';
import {
  readStoredMaintenanceMode,
  writeStoredMaintenanceMode,
} from '../../src/server/settings/settingsStore';
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
    await writeStoredMaintenanceMode(testApp.database.db, true);
    await seedDatabase(testApp.database.db, testApp.config);
    expect(await readStoredMaintenanceMode(testApp.database.db)).toBe(true);
    await writeStoredMaintenanceMode(testApp.database.db, false);
  });

  it(`runs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} as configured`, () => {
    expect(testApp.database.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });
});
