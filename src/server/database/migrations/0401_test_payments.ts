import type { Kysely, Migration } from 'kysely';

/**
 * The offline test-card gateway's payment methods and intents (TestPaymentStore). They
 * live in the database, not in memory, because the browser's 3-D Secure answer and the
 * server's confirm may reach different server processes.
 */
export const testPaymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('test_payment_methods')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('last4', 'text', (col) => col.notNull())
      .addColumn('exp_month', 'integer', (col) => col.notNull())
      .addColumn('exp_year', 'integer', (col) => col.notNull())
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('decline_message', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('test_payment_intents')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // Unique: the database, not a process, decides which of two racing requests wins.
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('client_secret', 'text', (col) => col.notNull().unique())
      .addColumn('payment_method_id', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('is_us_order', 'integer', (col) => col.notNull())
      .addColumn('metadata_json', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('challenge', 'text', (col) => col.notNull())
      .addColumn('failure_message', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('test_payment_intents').execute();
    await db.schema.dropTable('test_payment_methods').execute();
  },
};
