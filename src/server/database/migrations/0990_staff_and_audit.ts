import type { Kysely, Migration } from 'kysely';

/**
 * Staff: a user's role and second factor (a TOTP secret and the last time step it accepted,
 * so a code is good once), the session's moment the second factor was given, and the audit
 * log of what staff did. One column per ALTER: SQLite adds one at a time.
 */
export const staffAndAuditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
      .execute();
    await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
    await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('staff_user_id', 'text', (col) => col.notNull())
      .addColumn('staff_email', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_created_at')
      .on('audit_log')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
    await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
    await db.schema.alterTable('users').dropColumn('totp_secret').execute();
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
};
