import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { TaxDecision } from '../../../domain/tax/taxDecision';
import type { SharedCart, SharedCartRepository } from '../app/SharedCartRepository';
import {
  cartItemOfStored,
  storedCartItemOf,
  type StoredCartItem,
} from '../../orders/app/storedCartSelection';

/** 128 random bits: a shared link cannot be guessed, and stays short enough to paste. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Shared carts in the database, by their random id, items in the rows' layout (storedCartSelection.ts). */
export class KyselySharedCartRepository implements SharedCartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    items: readonly CartItemSelection[],
    discountCode: string | null,
    tax: TaxDecision | null,
  ): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    await this.db
      .insertInto('shared_carts')
      .values({
        id,
        items_json: JSON.stringify(items.map(storedCartItemOf)),
        discount_code: discountCode,
        tax_json: tax ? JSON.stringify(tax) : null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  async find(id: string): Promise<SharedCart | undefined> {
    if (!SHARE_ID_PATTERN.test(id)) return undefined;
    const row = await this.db
      .selectFrom('shared_carts')
      .select(['items_json', 'discount_code', 'tax_json'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      items: (JSON.parse(row.items_json) as StoredCartItem[]).map(cartItemOfStored),
      discountCode: row.discount_code,
      tax: row.tax_json ? (JSON.parse(row.tax_json) as TaxDecision) : null,
    };
  }
}
