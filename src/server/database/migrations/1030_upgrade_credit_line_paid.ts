import type { Kysely, Migration } from 'kysely';

/**
 * What each line of an order charged, in whole cents, as a JSON array in the order's line
 * order: the line's price after its own share of the junior discount, the members' discount
 * and the code, less its own upgrade credit (src/domain/upgrades/upgradeCredit.ts,
 * `lineChargedCents`). A later upgrade's credit is what its line really paid (docs/shop.md
 * "Upgrades"); orders placed before this column have it null and derive it as before.
 */
export const upgradeCreditLinePaidMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('line_charged_cents_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('line_charged_cents_json').execute();
  },
};
