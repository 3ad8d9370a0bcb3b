import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set, every server test file works in a PostgreSQL schema of its own.
 * They are dropped here, once the whole run is over, not by each file as it ends: a DROP
 * SCHEMA while another file migrates breaks Kysely's migrator, whose table look-up scans
 * every schema of the database.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  // The workers inherit this: only this run's schemas are dropped, never another run's.
  const prefix = `test_${randomBytes(4).toString('hex')}`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'SELECT nspname FROM pg_namespace WHERE nspname LIKE $1',
        [`${prefix}\\_%`],
      );
      for (const { nspname } of rows) {
        await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
      }
    } finally {
      await client.end();
    }
  };
}
