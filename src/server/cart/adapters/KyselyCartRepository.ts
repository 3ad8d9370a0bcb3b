import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { hashSecretToken } from '../../security/secretTokens';
import type { OrderParty } from '../../orders/app/OrderParty';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { CartRepository } from '../app/CartRepository';
import {
  cartBuyerOfStored,
  cartItemOfStored,
  storedCartBuyerOf,
  storedCartItemOf,
  type StoredCartBuyer,
  type StoredCartItem,
} from '../../orders/app/storedCartSelection';

/**
 * Current carts in the database, by the `cart_id` cookie's token (only its hash is stored).
 * The selection is kept in the rows' snake_case layout (storedCartSelection.ts).
 */
export class KyselyCartRepository implements CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByToken(token: string): Promise<CartSelection | undefined> {
    const row = await this.db
      .selectFrom('carts')
      .select(['items_json', 'buyer_json'])
      .where('token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    return row ? selectionOfRow(row) : undefined;
  }

  async findLatestOfUser(userId: string): Promise<CartSelection | undefined> {
    const row = await this.db
      .selectFrom('carts')
      .select(['items_json', 'buyer_json'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? selectionOfRow(row) : undefined;
  }

  async save(
    token: string,
    selection: CartSelection,
    userId: string | null,
    heldDiscountCode: string | null,
  ): Promise<void> {
    const now = new Date().toISOString();
    const values = {
      items_json: JSON.stringify(selection.items.map(storedCartItemOf)),
      buyer_json: selection.buyer ? JSON.stringify(storedCartBuyerOf(selection.buyer)) : null,
      discount_code: heldDiscountCode,
      updated_at: now,
    };
    await this.db
      .insertInto('carts')
      .values({ token_hash: hashSecretToken(token), user_id: userId, created_at: now, ...values })
      .onConflict((oc) =>
        oc.column('token_hash').doUpdateSet(userId ? { ...values, user_id: userId } : values),
      )
      .execute();
  }

  async heldDiscountCode(token: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('carts')
      .select('discount_code')
      .where('token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    return row?.discount_code ?? null;
  }

  async billingParty(token: string): Promise<OrderParty | null> {
    const row = await this.db
      .selectFrom('carts')
      .select('billing_party_json')
      .where('token_hash', '=', hashSecretToken(token))
      .executeTakeFirst();
    return row?.billing_party_json ? (JSON.parse(row.billing_party_json) as OrderParty) : null;
  }

  async keepBillingParty(token: string, party: OrderParty | null): Promise<void> {
    await this.db
      .updateTable('carts')
      .set({ billing_party_json: party ? JSON.stringify(party) : null })
      .where('token_hash', '=', hashSecretToken(token))
      .execute();
  }

  async destroy(token: string | null, userId: string | null): Promise<void> {
    if (token) {
      await this.db.deleteFrom('carts').where('token_hash', '=', hashSecretToken(token)).execute();
    }
    if (userId) await this.db.deleteFrom('carts').where('user_id', '=', userId).execute();
  }
}

function selectionOfRow(row: { items_json: string; buyer_json: string | null }): CartSelection {
  return {
    items: (JSON.parse(row.items_json) as StoredCartItem[]).map(cartItemOfStored),
    buyer: row.buyer_json ? cartBuyerOfStored(JSON.parse(row.buyer_json) as StoredCartBuyer) : null,
  };
}
