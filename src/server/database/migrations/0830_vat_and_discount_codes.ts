import type { ColumnDataType, Kysely, Migration } from 'kysely';

type OrderColumn = [name: string, type: ColumnDataType, notNullDefault: string | number | null];

/**
 * What an order was taxed and discounted with (docs/taxes.md, "Discount codes"), so its
 * invoice says it however the rates or codes change later, and the discount codes
 * themselves with their use counts. Every new order column has a default or is nullable:
 * orders placed before this migration read as untaxed and without a code.
 */
const ORDER_COLUMNS: readonly OrderColumn[] = [
  ['tax_kind', 'text', 'none'],
  ['tax_cents', 'integer', 0],
  ['tax_percentage', 'double precision', 0],
  ['tax_country', 'text', null],
  ['reverse_charge', 'integer', 0],
  ['buyer_vat_number', 'text', null],
  ['seller_country', 'text', null],
  ['seller_vat_id', 'text', null],
  ['discount_code', 'text', null],
  ['discount_code_cents', 'integer', 0],
  /** The code whose use this order holds (counted once, however often it is retried). */
  ['discount_code_counted', 'text', null],
];

export const vatAndDiscountCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('discount_codes')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('percent', 'double precision')
      .addColumn('amount_cents', 'integer')
      .addColumn('expires_on', 'text')
      .addColumn('max_uses', 'integer')
      .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('typefaces_json', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const [name, type, notNullDefault] of ORDER_COLUMNS) {
      await db.schema
        .alterTable('orders')
        .addColumn(name, type, (col) =>
          notNullDefault === null ? col : col.notNull().defaultTo(notNullDefault),
        )
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of [...ORDER_COLUMNS].reverse()) {
      await db.schema.alterTable('orders').dropColumn(name).execute();
    }
    await db.schema.dropTable('discount_codes').execute();
  },
};
