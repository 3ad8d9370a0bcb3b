import type { Kysely, Migration } from 'kysely';

/**
 * Queued mail may carry files (the order confirmation's invoice). They are stored in the row,
 * as JSON text with base64 contents, because the process that sends a message need not be
 * the one that queued it. Nullable: existing and plain messages have none.
 */
export const mailAttachmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_queue').addColumn('attachments', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_queue').dropColumn('attachments').execute();
  },
};
