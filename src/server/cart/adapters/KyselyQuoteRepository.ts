import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import { newSecretToken, SECRET_TOKEN_PATTERN } from '../../security/secretTokens';
import type { CartPrice } from '../../orders/app/CartPrice';
import type { OrderParty } from '../../orders/app/OrderParty';
import {
  storedPricedCartJson,
  storedPricedCartOf,
  type StoredPricedCartJson,
} from '../../orders/adapters/storedPricedCart';
import type { CartQuote, QuoteRepository } from '../app/QuoteRepository';

/**
 * Quotes in the database; the PDF file itself is only a cache rebuilt from this row. The id
 * is a 256-bit secret: the link is the only key to a customer's quote.
 */
export class KyselyQuoteRepository implements QuoteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(price: CartPrice, billingParty: OrderParty | null): Promise<CartQuote> {
    const id = newSecretToken();
    const createdAt = new Date().toISOString();
    // An order's priced cart and a quote's are one layout, with one writer (storedPricedCart.ts).
    const cart = storedPricedCartJson(price);
    await this.db
      .insertInto('cart_quotes')
      .values({
        id,
        priced_cart_json: JSON.stringify(cart),
        billing_party_json: billingParty ? JSON.stringify(billingParty) : null,
        created_at: createdAt,
      })
      .execute();
    return { id, ...quotedCartOf(cart), billingParty, createdAt };
  }

  async find(id: string): Promise<CartQuote | undefined> {
    if (!SECRET_TOKEN_PATTERN.test(id)) return undefined;
    const row = await this.db
      .selectFrom('cart_quotes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      ...quotedCartOf(JSON.parse(row.priced_cart_json) as StoredPricedCartJson),
      billingParty: row.billing_party_json
        ? (JSON.parse(row.billing_party_json) as OrderParty)
        : null,
      createdAt: row.created_at,
    };
  }
}

/** A quote's stored cart in cents, and the tester set-ups it prints (none before lines had them). */
function quotedCartOf(json: StoredPricedCartJson): Pick<CartQuote, 'cart' | 'testers'> {
  return { cart: storedPricedCartOf(json), testers: json.testers ?? [] };
}
