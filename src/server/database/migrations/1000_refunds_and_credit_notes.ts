import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refunds and their credit notes (docs/back-office.md "Refunds", docs/invoices.md "Credit
 * notes"): the lines of an order that are refunded and how many refunds it had (the count is
 * what a refund's conditional update names, so of two racing refunds one applies), the credit
 * notes with their own gapless sequence (§14(4) no. 4 UStG asks the same of every invoice,
 * and a credit note correcting one is such a document), and the offline gateway's refunds.
 */
export const refundsAndCreditNotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('refunded_lines_json', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('refund_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('credit_note_sequence')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
    await sql`insert into credit_note_sequence (id, last_number) values (1, 0)`.execute(db);
    await db.schema
      .createTable('credit_notes')
      .addColumn('number', 'integer', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('refund_number', 'integer', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('lines_json', 'text', (col) => col.notNull())
      .addColumn('net_cents', 'integer', (col) => col.notNull())
      .addColumn('tax_cents', 'integer', (col) => col.notNull())
      .addColumn('tax_eur_cents', 'integer')
      .addColumn('gateway_refund_id', 'text', (col) => col.notNull())
      .addColumn('staff_email', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('credit_notes_order_refund')
      .on('credit_notes')
      .columns(['order_id', 'refund_number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('credit_notes_issued_at')
      .on('credit_notes')
      .column('issued_at')
      .execute();
    // The tax returns read a quarter's invoices by the day they were paid.
    await db.schema.createIndex('orders_paid_at').on('orders').column('paid_at').execute();
    await db.schema
      .createTable('test_payment_refunds')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('payment_intent_id', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('test_payment_refunds').execute();
    await db.schema.dropIndex('orders_paid_at').execute();
    await db.schema.dropTable('credit_notes').execute();
    await db.schema.dropTable('credit_note_sequence').execute();
    await db.schema.alterTable('orders').dropColumn('refund_count').execute();
    await db.schema.alterTable('orders').dropColumn('refunded_lines_json').execute();
  },
};
