import type { Kysely, Migration } from 'kysely';

/** Club invitations: by the operator's command, the demo content, or a member for co-workers. */
export const clubInvitesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('club_invites')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('coworker_invite', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('invited_by_user_id', 'text', (col) =>
        col.references('users.id').onDelete('set null'),
      )
      .addColumn('invited_by_email', 'text')
      .addColumn('company', 'text')
      .addColumn('beta_user', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('used_at', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('club_invites').execute();
  },
};
