import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Payment attempts: each charge of an order is recorded before the card processor is called,
 * under the idempotency key the processor is given, so a retry, Stripe's webhook and the
 * sweep can all find (or finish) the charge of an attempt whose server stopped before it
 * recorded the intent. `orders.confirmation_queued_at` says the confirmation e-mail is
 * queued: the order is paid first and e-mailed afterwards, and the sweep sends any owed one.
 */
export const paymentAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_attempts')
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('attempt', 'integer', (col) => col.notNull())
      // Unique: two servers can never hold one key for different charges.
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('payment_method_id', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('is_us_order', 'integer', (col) => col.notNull())
      .addColumn('payment_intent_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('payment_attempts_pkey', ['order_id', 'attempt'])
      .execute();
    await db.schema
      .createIndex('payment_attempts_payment_intent_id')
      .on('payment_attempts')
      .column('payment_intent_id')
      .execute();
    await db.schema
      .createIndex('payment_attempts_created_at')
      .on('payment_attempts')
      .column('created_at')
      .execute();
    await db.schema.alterTable('orders').addColumn('confirmation_queued_at', 'text').execute();
    await db.schema
      .createIndex('orders_status_confirmation_queued_at')
      .on('orders')
      .columns(['status', 'confirmation_queued_at'])
      .execute();
    // Orders paid before this migration had their e-mail queued with the payment.
    await sql`update orders set confirmation_queued_at = paid_at where status = 'paid'`.execute(db);
    // A charge claimed before this migration used the same key, so the sweep can ask after it.
    await sql`
      insert into payment_attempts (order_id, attempt, idempotency_key, payment_method_id,
        amount_cents, currency, is_us_order, payment_intent_id, created_at, updated_at)
      select id, payment_attempt, 'order-' || id || '-attempt-' || payment_attempt,
        payment_method_id, total_cents, lower(currency), is_us_order, payment_intent_id,
        updated_at, updated_at
      from orders where status = 'pending' and payment_method_id is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_status_confirmation_queued_at').execute();
    await db.schema.alterTable('orders').dropColumn('confirmation_queued_at').execute();
    await db.schema.dropTable('payment_attempts').execute();
  },
};
