import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refunds the card processor has not made, or not made yet (docs/decisions/0018-pending-refunds.md):
 * a refund it answered `pending` waits here for its outcome instead of taking a credit note
 * number, and one it failed or canceled stays here as a failed attempt, which staff see on the
 * order and which gives the next attempt its own idempotency key. A refund that succeeds is
 * its credit note; its pending row is deleted in the transaction that records it.
 *
 * The offline test-card gateway learns Stripe's refund test cards: a payment method says how its
 * charge's refunds behave, and a refund keeps its status and the status it settles to.
 */
export const refundAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('refund_attempts')
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('refund_number', 'integer', (col) => col.notNull())
      .addColumn('attempt', 'integer', (col) => col.notNull())
      .addColumn('gateway_refund_id', 'text', (col) => col.notNull())
      .addColumn('is_us_order', 'integer', (col) => col.notNull())
      .addColumn('lines_json', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('staff_user_id', 'text', (col) => col.notNull())
      .addColumn('staff_email', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('settled_at', 'text')
      .addPrimaryKeyConstraint('refund_attempts_pkey', ['order_id', 'refund_number', 'attempt'])
      .execute();
    // One pending refund per order: the use case refuses a second, and this holds if two
    // servers ever raced past that check with different refunds.
    await db.schema
      .createIndex('refund_attempts_one_pending')
      .on('refund_attempts')
      .column('order_id')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    // The sweep reads the pending ones; Stripe's webhook names a refund by its id.
    await db.schema
      .createIndex('refund_attempts_status')
      .on('refund_attempts')
      .column('status')
      .execute();
    await db.schema
      .createIndex('refund_attempts_gateway_refund_id')
      .on('refund_attempts')
      .column('gateway_refund_id')
      .execute();
    await db.schema
      .alterTable('test_payment_methods')
      .addColumn('refund_behaviour', 'text', (col) => col.notNull().defaultTo('succeeds'))
      .execute();
    await db.schema
      .alterTable('test_payment_refunds')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('succeeded'))
      .execute();
    await db.schema.alterTable('test_payment_refunds').addColumn('settles_to', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('test_payment_refunds').dropColumn('settles_to').execute();
    await db.schema.alterTable('test_payment_refunds').dropColumn('status').execute();
    await db.schema.alterTable('test_payment_methods').dropColumn('refund_behaviour').execute();
    await db.schema.dropTable('refund_attempts').execute();
  },
};
