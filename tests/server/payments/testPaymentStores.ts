import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { InMemoryTestPaymentStore } from '../../../src/server/payments/app/InMemoryTestPaymentStore';
import { KyselyTestPaymentStore } from '../../../src/server/payments/adapters/KyselyTestPaymentStore';
import { migrations } from '../../../src/server/database/migrations';
import type { TestPaymentTables } from '../../../src/server/database/tables/testPaymentTables';
import type { TestPaymentStore } from '../../../src/server/payments/app/TestPaymentStore';

export interface StoreUnderTest {
  store: TestPaymentStore;
  close(): Promise<void>;
}

/** Both adapters of the port, so every gateway test runs against each. */
export const testPaymentStores: Record<string, () => Promise<StoreUnderTest>> = {
  'in memory': async () => ({ store: new InMemoryTestPaymentStore(), close: async () => {} }),
  'Kysely on SQLite': async () => {
    const db = new Kysely<TestPaymentTables>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    // Every migration, in order: the store's tables grew in several (0401, 0921, 1000, 1080).
    for (const name of Object.keys(migrations).sort()) await migrations[name]?.up(db);
    return { store: new KyselyTestPaymentStore(db), close: () => db.destroy() };
  },
};
