import type { Kysely, Migration } from 'kysely';

/**
 * A discount code staff disabled in the back office: from then on it reads as an unknown
 * code at checkout and no order can hold a new use of it (docs/back-office.md). The orders
 * that used it keep it. Null: the code works.
 */
export const adminDiscountCodeDisablingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('discount_codes').addColumn('disabled_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('discount_codes').dropColumn('disabled_at').execute();
  },
};
