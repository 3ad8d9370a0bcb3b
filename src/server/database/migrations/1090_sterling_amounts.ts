import type { ColumnDataType, Kysely, Migration } from 'kysely';

type Column = [table: string, name: string, type: ColumnDataType];

/**
 * UK VAT in sterling (docs/invoices.md "Pounds for UK VAT"): an order with UK VAT charged in
 * another currency keeps its net amount and VAT in pence with HMRC's period rate and the days
 * it applied to; a credit note of it keeps what it gave back in pence at that rate. All
 * nullable: other orders have none, and orders paid before this migration are converted at
 * their period rate when a return is made (src/domain/tax/taxReturnRows.ts).
 */
const COLUMNS: readonly Column[] = [
  ['orders', 'net_gbp_cents', 'integer'],
  ['orders', 'tax_gbp_cents', 'integer'],
  ['orders', 'gbp_rate', 'double precision'],
  ['orders', 'gbp_rate_start', 'text'],
  ['orders', 'gbp_rate_end', 'text'],
  ['credit_notes', 'net_gbp_cents', 'integer'],
  ['credit_notes', 'tax_gbp_cents', 'integer'],
];

export const sterlingAmountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, name, type] of COLUMNS) {
      await db.schema.alterTable(table).addColumn(name, type).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [table, name] of [...COLUMNS].reverse()) {
      await db.schema.alterTable(table).dropColumn(name).execute();
    }
  },
};
