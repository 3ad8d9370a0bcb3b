import type { Kysely, Migration } from 'kysely';

/**
 * The sweep (src/server/housekeeping) finds shared carts and quotes by age every hour; without
 * these it would read both tables whole each time. Current carts already have
 * carts_user_id_updated_at, which serves its anonymous (user_id is null) and per-user look-ups.
 */
export const housekeepingIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('shared_carts_created_at')
      .on('shared_carts')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('cart_quotes_created_at')
      .on('cart_quotes')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('cart_quotes_created_at').execute();
    await db.schema.dropIndex('shared_carts_created_at').execute();
  },
};
