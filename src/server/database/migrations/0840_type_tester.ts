import type { Kysely, Migration } from 'kysely';

/**
 * What the type tester reads from the font files at import: per family the features that
 * change each script (content/fonts/detectTesterFeatures), per style the axes and named
 * instances of a variable font. Written by the next import, so the defaults only stand in
 * until then.
 */
export const typeTesterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('typefaces')
      .addColumn('tester_json', 'text', (col) =>
        col.notNull().defaultTo('{"scripts":[],"featureNames":{}}'),
      )
      .execute();
    await db.schema
      .alterTable('typeface_styles')
      .addColumn('variation_json', 'text', (col) =>
        col.notNull().defaultTo('{"axes":[],"instances":[]}'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('typeface_styles').dropColumn('variation_json').execute();
    await db.schema.alterTable('typefaces').dropColumn('tester_json').execute();
  },
};
