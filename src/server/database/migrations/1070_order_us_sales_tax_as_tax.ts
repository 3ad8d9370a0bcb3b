import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Orders placed before migration 0830 kept their tax only in the US columns
 * (`us_sales_tax_cents`, `us_sales_tax_percentage`) and read as untaxed in the tax columns.
 * Their US sales tax is copied into the tax columns, so every order's tax is read from one
 * place (docs/decisions/0014-orders-keep-their-tax-decision.md); the US columns are dropped
 * by a later migration. Orders placed since 0830 already hold the same figures in both.
 */
export const orderUsSalesTaxAsTaxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      update orders
      set tax_kind = 'us_sales_tax',
        tax_cents = us_sales_tax_cents,
        tax_percentage = us_sales_tax_percentage,
        tax_country = 'US'
      where tax_kind = 'none' and is_us_order = 1
    `.execute(db);
  },
  // Nothing to undo: the US columns still hold the figures, and the code of before read the
  // tax columns whenever they name a tax, so a copied order reads the same with it.
  async down() {},
};
