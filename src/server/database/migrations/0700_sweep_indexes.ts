import type { Kysely, Migration } from 'kysely';

/**
 * The sweep (src/server/housekeeping) finds expired sessions, reset codes and trial links,
 * old mail and old test-card payments by a timestamp every hour; without these it would read
 * each table whole each time. The mail queue's index leads with the status, which every
 * mail sweep names ('sent' or 'failed').
 */
const INDEXES = [
  ['sessions_expires_at', 'sessions', ['expires_at']],
  ['password_resets_expires_at', 'password_resets', ['expires_at']],
  ['mail_queue_status_created_at', 'mail_queue', ['status', 'created_at']],
  ['trial_downloads_expires_at', 'trial_downloads', ['expires_at']],
  ['test_payment_intents_created_at', 'test_payment_intents', ['created_at']],
  ['test_payment_methods_created_at', 'test_payment_methods', ['created_at']],
] as const;

export const sweepIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of [...INDEXES].reverse()) {
      await db.schema.dropIndex(name).execute();
    }
  },
};
