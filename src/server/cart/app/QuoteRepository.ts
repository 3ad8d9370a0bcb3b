import type { CartAnswer } from '../../../contract/cartAnswer';
import type { OrderParty } from '../../orders/app/OrderParty';

/** A quote as issued: the priced cart frozen at that moment, and whom it is made out to. */
export interface CartQuote {
  id: string;
  cart: CartAnswer;
  /** The buyer the cart was priced for (CartBillingParty.ts); null: none known. */
  billingParty: OrderParty | null;
  /** ISO timestamp the quote was made. */
  createdAt: string;
}

/**
 * PDF quotes, kept so the server that answers the download need not be the one that made
 * the quote. KyselyQuoteRepository is the adapter.
 */
export interface QuoteRepository {
  create(cart: CartAnswer, billingParty: OrderParty | null): Promise<CartQuote>;
  find(id: string): Promise<CartQuote | undefined>;
}
