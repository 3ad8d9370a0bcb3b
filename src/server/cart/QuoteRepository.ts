import type { CartAnswer } from '../../contract/cartAnswer';

/** A quote as issued: the priced cart frozen at that moment. */
export interface CartQuote {
  id: string;
  cart: CartAnswer;
  /** ISO timestamp the quote was made. */
  createdAt: string;
}

/**
 * PDF quotes, kept so the server that answers the download need not be the one that made
 * the quote. KyselyQuoteRepository is the adapter.
 */
export interface QuoteRepository {
  create(cart: CartAnswer): Promise<CartQuote>;
  find(id: string): Promise<CartQuote | undefined>;
}
