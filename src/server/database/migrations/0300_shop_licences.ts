import { sql, type Kysely, type Migration } from 'kysely';

/** The licence tiers, extra scripts and option factors of content/shop/licences.yaml. */
export const shopLicencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('licence_categories')
      .addColumn('category', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('unit', 'text', (col) => col.notNull())
      .addColumn('default_tier', 'text')
      .execute();
    await db.schema
      .createTable('licence_tiers')
      .addColumn('category', 'text', (col) =>
        col.notNull().references('licence_categories.category').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('licence_tiers_pk', ['category', 'position'])
      .execute();
    await db.schema
      .createTable('shop_scripts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('shop_price_settings')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('package_multiplication', 'double precision', (col) => col.notNull())
      .addColumn('single_style_multiplication', 'double precision', (col) => col.notNull())
      .execute();
    // A database imported before these tables existed holds an unchanged content tree, so
    // the next seed would skip the import and leave the shop empty; forget its fingerprint.
    await sql`update content_imports set fingerprint = ''`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'shop_price_settings',
      'shop_scripts',
      'licence_tiers',
      'licence_categories',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
