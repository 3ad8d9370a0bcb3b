import type { Kysely, Migration } from 'kysely';

/**
 * Orders: one row per checkout of a cart, from the first pay click (pending) to paid or
 * failed. The unique checkout key is what makes a double click, a retry or a reload land on
 * the same order whichever server process answers it.
 */
export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('checkout_key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('payment_attempt', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('payment_method_id', 'text')
      .addColumn('payment_intent_id', 'text')
      .addColumn('failure_message', 'text')
      .addColumn('is_us_order', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
      .addColumn('discount_cents', 'integer', (col) => col.notNull())
      .addColumn('us_sales_tax_cents', 'integer', (col) => col.notNull())
      .addColumn('us_sales_tax_percentage', 'double precision', (col) => col.notNull())
      .addColumn('total_cents', 'integer', (col) => col.notNull())
      .addColumn('priced_cart_json', 'text', (col) => col.notNull())
      .addColumn('billing_json', 'text', (col) => col.notNull())
      .addColumn('licensee_json', 'text', (col) => col.notNull())
      .addColumn('third_party_order', 'integer', (col) => col.notNull())
      .addColumn('licence_text', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema
      .createIndex('orders_user_id_status_paid_at')
      .on('orders')
      .columns(['user_id', 'status', 'paid_at'])
      .execute();
    await db.schema
      .createIndex('orders_payment_intent_id')
      .on('orders')
      .column('payment_intent_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('orders').execute();
  },
};
