import type { Kysely, Migration } from 'kysely';

/**
 * The discount code a cart holds: the last code that applied to it. A code that stops
 * working (it expired, its uses ran out) tells this cart why; to anyone else an expired or
 * used-up code reads as an unknown one, so guessing tells nothing (docs/discounts.md).
 */
export const cartHeldDiscountCodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('carts').addColumn('discount_code', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('carts').dropColumn('discount_code').execute();
  },
};
