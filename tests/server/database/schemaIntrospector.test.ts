import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/database/migrator';
import { createTestApp, type TestApp } from '../support/testApp';

// Only PostgreSQL has schemas; the PostgreSQL pass of the server suite (`.ci/run`) runs this.
describe.runIf(process.env.DATABASE_URL)('migrations beside other schemas of the database', () => {
  let testApp: TestApp;
  const otherSchema = `other_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  // Kysely's own introspector read every schema and resolved each table by name, so a table
  // dropped elsewhere while it ran failed this app's migration ("relation … does not exist").
  // That window is too short to hit on purpose; what closes it is reading the own schema only.
  it('read the own schema only', async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query(`CREATE SCHEMA ${otherSchema}`);
      await other.query(`CREATE TABLE ${otherSchema}.neighbour (id serial primary key)`);

      const tables = await testApp.database.db.introspection.getTables({
        withInternalKyselyTables: true,
      });
      expect(new Set(tables.map((table) => table.schema))).toEqual(
        new Set([testApp.database.schema]),
      );
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
      expect(tables.find((table) => table.name === 'typefaces')?.columns[0]).toMatchObject({
        name: 'id',
        isAutoIncrementing: true,
      });
      await expect(migrateToLatest(testApp.database)).resolves.toEqual([]);
    } finally {
      await other.query(`DROP SCHEMA IF EXISTS ${otherSchema} CASCADE`);
      await other.end();
    }
  });
});
