import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';

type OrderColumn = [name: string, type: ColumnDataType];

/**
 * What an invoice needs beyond the price (docs/invoices.md): its number from one gapless
 * sequence, the job reference the buyer typed, the euro rate its VAT was converted at, and an
 * EU consumer's consent to delivery before the withdrawal period ends. All nullable: orders
 * placed before this migration had none of them (their invoice numbers are given below).
 * Also a shared cart's discount code.
 */
const ORDER_COLUMNS: readonly OrderColumn[] = [
  ['invoice_number', 'integer'],
  ['job_reference', 'text'],
  ['tax_eur_cents', 'integer'],
  ['eur_rate', 'double precision'],
  ['eur_rate_date', 'text'],
  ['withdrawal_consent_at', 'text'],
];

export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One row: the last invoice number given. Numbers are taken by an UPDATE of this row in
    // the transaction that marks the order paid, so a rolled-back payment gives its number back.
    await db.schema
      .createTable('invoice_sequence')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
    for (const [name, type] of ORDER_COLUMNS) {
      await db.schema.alterTable('orders').addColumn(name, type).execute();
    }
    await db.schema
      .createIndex('orders_invoice_number')
      .on('orders')
      .column('invoice_number')
      .unique()
      .execute();
    // Orders paid before: numbered in the order they were paid.
    const paid = await sql<{ id: string }>`
      select id from orders where status = 'paid' order by paid_at, id
    `.execute(db);
    let last = 0;
    for (const { id } of paid.rows) {
      last += 1;
      await sql`update orders set invoice_number = ${last} where id = ${id}`.execute(db);
    }
    await sql`insert into invoice_sequence (id, last_number) values (1, ${last})`.execute(db);
    // A shared link carries the cart's discount code, so it opens at the price the sharer saw.
    await db.schema.alterTable('shared_carts').addColumn('discount_code', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('shared_carts').dropColumn('discount_code').execute();
    await db.schema.dropIndex('orders_invoice_number').execute();
    for (const [name] of [...ORDER_COLUMNS].reverse()) {
      await db.schema.alterTable('orders').dropColumn(name).execute();
    }
    await db.schema.dropTable('invoice_sequence').execute();
  },
};
