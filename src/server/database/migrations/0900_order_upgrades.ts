import type { Kysely, Migration } from 'kysely';

/**
 * Which order lines have been upgraded, and by which order (docs/shop.md "Upgrades"). One row per
 * upgraded line: the primary key is what lets only one order upgrade a line. The row is
 * written when the upgrade's checkout opens its order, before the card is charged, and
 * counts as "upgraded" once that order is paid.
 */
export const orderUpgradesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_line_upgrades')
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('line', 'integer', (col) => col.notNull())
      .addColumn('upgrade_order_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_line_upgrades_pk', ['order_id', 'line'])
      .execute();
    await db.schema
      .createIndex('order_line_upgrades_by_upgrade')
      .on('order_line_upgrades')
      .column('upgrade_order_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_line_upgrades').execute();
  },
};
