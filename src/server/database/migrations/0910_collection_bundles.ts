import type { Kysely, Migration } from 'kysely';

/**
 * A collection's bundle multiplication (content/collections/<slug>.yaml `multiplication`):
 * the factor its families' package prices are summed and multiplied by when the collection
 * is bought as one bundle. Null: the collection is not sold as a bundle.
 */
export const collectionBundlesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('typeface_collections')
      .addColumn('bundle_multiplication', 'real')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('typeface_collections')
      .dropColumn('bundle_multiplication')
      .execute();
  },
};
