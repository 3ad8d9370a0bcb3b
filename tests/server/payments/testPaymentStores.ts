import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { InMemoryTestPaymentStore } from '../../../src/server/payments/app/InMemoryTestPaymentStore';
import { KyselyTestPaymentStore } from '../../../src/server/payments/adapters/KyselyTestPaymentStore';
import { testCardCountriesMigration } from '../../../src/server/database/migrations/0921_test_card_countries';
import { testPaymentsMigration } from '../../../src/server/database/migrations/0401_test_payments';
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
    await testPaymentsMigration.up(db);
    await testCardCountriesMigration.up(db);
    return { store: new KyselyTestPaymentStore(db), close: () => db.destroy() };
  },
};
