import type { Kysely, Migration } from 'kysely';

/** Outgoing e-mail waits here until the worker has handed it to the mail system. */
export const mailQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('lock_id', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    // The worker's question, every second: what is pending and due?
    await db.schema
      .createIndex('mail_queue_due')
      .on('mail_queue')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_queue').execute();
  },
};
