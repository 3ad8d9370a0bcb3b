import type { Kysely, Migration } from 'kysely';

/** Trial font download links (token hashes) and newsletter subscriptions. */
export const trialsNewsletterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trial_downloads')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('newsletter_subscriptions').execute();
    await db.schema.dropTable('trial_downloads').execute();
  },
};
