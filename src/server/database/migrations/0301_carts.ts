import type { Kysely, Migration } from 'kysely';

/** Current carts (by cookie), shared carts (by link) and PDF quotes. */
export const cartsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carts')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('items_json', 'text', (col) => col.notNull())
      .addColumn('buyer_json', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('carts_user_id_updated_at')
      .on('carts')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema
      .createTable('shared_carts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('items_json', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('cart_quotes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('priced_cart_json', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['cart_quotes', 'shared_carts', 'carts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
