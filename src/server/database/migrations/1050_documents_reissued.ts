import type { Kysely, Migration } from 'kysely';

/**
 * When the back office last corrected an order's licensee and so re-issued its documents
 * (docs/back-office.md "Orders"): the certificate and the fonts stamped with the new name are
 * built again, and their cached files are named after this time (OrderFiles).
 */
export const documentsReissuedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('documents_reissued_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('documents_reissued_at').execute();
  },
};
