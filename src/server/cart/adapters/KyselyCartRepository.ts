import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { GroupCommit } from '../../database/groupCommit';
import type { CartsTable } from '../../database/tables/cartTables';
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

type CartRow = Insertable<CartsTable>;

/** One group commit per database: every repository over it saves through the same batches. */
const savesByDatabase = new WeakMap<Kysely<Database>, GroupCommit<CartRow>>();

/**
 * Current carts in the database, by the `cart_id` cookie's token (only its hash is stored).
 * The selection is kept in the rows' snake_case layout (storedCartSelection.ts). Saves are
 * committed in groups (groupCommit.ts); one made inside a transaction is written at once, in it.
 */
export class KyselyCartRepository implements CartRepository {
  private readonly saves: GroupCommit<CartRow> | null;

  constructor(private readonly db: Kysely<Database>) {
    this.saves = db.isTransaction ? null : savesOf(db);
  }

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
    const row: CartRow = {
      token_hash: hashSecretToken(token),
      user_id: userId,
      items_json: JSON.stringify(selection.items.map(storedCartItemOf)),
      buyer_json: selection.buyer ? JSON.stringify(storedCartBuyerOf(selection.buyer)) : null,
      discount_code: heldDiscountCode,
      created_at: now,
      updated_at: now,
    };
    await (this.saves ? this.saves.add(row) : upsertCarts(this.db, [row]));
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

function savesOf(db: Kysely<Database>): GroupCommit<CartRow> {
  let saves = savesByDatabase.get(db);
  if (!saves) {
    saves = new GroupCommit((rows) => upsertCarts(db, lastOfEachCart(rows)));
    savesByDatabase.set(db, saves);
  }
  return saves;
}

/**
 * Creates or replaces each cart in one statement. A guest's save keeps the owner a logged-in
 * save set (CartRepository.save); `created_at` stays the first save's.
 */
async function upsertCarts(db: Kysely<Database>, rows: readonly CartRow[]): Promise<void> {
  await db
    .insertInto('carts')
    .values([...rows])
    .onConflict((oc) =>
      oc.column('token_hash').doUpdateSet((eb) => ({
        items_json: eb.ref('excluded.items_json'),
        buyer_json: eb.ref('excluded.buyer_json'),
        discount_code: eb.ref('excluded.discount_code'),
        updated_at: eb.ref('excluded.updated_at'),
        user_id: eb.fn.coalesce('excluded.user_id', 'carts.user_id'),
      })),
    )
    .execute();
}

/**
 * One row per cart, as saving them one after another would leave it: the last save's cart
 * and the owner of the last save that had one. PostgreSQL refuses a statement that updates
 * one row twice.
 */
function lastOfEachCart(rows: readonly CartRow[]): CartRow[] {
  const byToken = new Map<string, CartRow>();
  for (const row of rows) {
    const before = byToken.get(row.token_hash);
    byToken.set(row.token_hash, before ? { ...row, user_id: row.user_id ?? before.user_id } : row);
  }
  return [...byToken.values()];
}

function selectionOfRow(row: { items_json: string; buyer_json: string | null }): CartSelection {
  return {
    items: (JSON.parse(row.items_json) as StoredCartItem[]).map(cartItemOfStored),
    buyer: row.buyer_json ? cartBuyerOfStored(JSON.parse(row.buyer_json) as StoredCartBuyer) : null,
  };
}
