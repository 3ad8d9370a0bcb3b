import type { Kysely, Migration } from 'kysely';

/**
 * The location evidence an order's tax rests on (docs/taxes.md "Location evidence"): the
 * billing country, postcode and state, whether they agree, and the card's issuing country,
 * as JSON; and how far the buyer's VAT number was confirmed ('vies' or 'checksum'). Both
 * nullable: older orders had no evidence recorded.
 */
export const taxEvidenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('orders').addColumn('tax_evidence_json', 'text').execute();
    await db.schema.alterTable('orders').addColumn('vat_number_status', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('vat_number_status').execute();
    await db.schema.alterTable('orders').dropColumn('tax_evidence_json').execute();
  },
};
