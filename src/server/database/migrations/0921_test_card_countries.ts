import type { Kysely, Migration } from 'kysely';

/** The issuing country of each offline test card (testCards.ts), null where none is reported. */
export const testCardCountriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('test_payment_methods').addColumn('country', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('test_payment_methods').dropColumn('country').execute();
  },
};
