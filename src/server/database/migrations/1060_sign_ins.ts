import type { Kysely, Migration } from 'kysely';

/**
 * Sign-ins: one row for each successful login, and one for each staff second factor given,
 * with the address and browser the request came from, for the back office's customer page.
 * The sweep deletes them after SIGN_IN_RETENTION_DAYS; a deleted account takes its own.
 */
export const signInsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_ins')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('signed_in_at', 'text', (col) => col.notNull())
      .addColumn('ip_address', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text', (col) => col.notNull())
      .addColumn('second_factor', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('sign_ins_user_id_signed_in_at')
      .on('sign_ins')
      .columns(['user_id', 'signed_in_at'])
      .execute();
    // The sweep deletes by age across all accounts.
    await db.schema
      .createIndex('sign_ins_signed_in_at')
      .on('sign_ins')
      .column('signed_in_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_ins').execute();
  },
};
