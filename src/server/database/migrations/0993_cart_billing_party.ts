import type { Kysely, Migration } from 'kysely';

/**
 * Who a cart is priced for (docs/taxes.md "Prices including VAT"): the invoiced party that
 * checkout's address step was last given, kept with the cart so the cart, the shop, the quote
 * and the shared link price with that party's tax; the quote keeps the party it names, and a
 * shared link the tax it was priced with.
 */
export const cartBillingPartyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('carts').addColumn('billing_party_json', 'text').execute();
    await db.schema.alterTable('cart_quotes').addColumn('billing_party_json', 'text').execute();
    await db.schema.alterTable('shared_carts').addColumn('tax_json', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('shared_carts').dropColumn('tax_json').execute();
    await db.schema.alterTable('cart_quotes').dropColumn('billing_party_json').execute();
    await db.schema.alterTable('carts').dropColumn('billing_party_json').execute();
  },
};
