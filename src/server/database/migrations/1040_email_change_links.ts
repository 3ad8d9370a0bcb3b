import type { Kysely, Migration } from 'kysely';

/**
 * The settings' e-mail change waits for the new address to confirm it (docs/security.md
 * "Account settings"): each pending change keeps the SHA-256 of its link's code, as
 * password_resets does, and the address it moves the account to.
 */
export const emailChangeLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_change_links')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('new_email', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('email_change_links_user_id')
      .on('email_change_links')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_change_links').execute();
  },
};
