import type { ServerConfig } from '../../config';
import { foundryIdentity, type FoundryIdentityConfig } from '../../foundry/app/FoundryIdentity';
import type { QuoteDocument } from '../../documents/app/QuoteDocument';
import type { CartQuote } from './QuoteRepository';

/** How long quoted prices hold: long enough for a client's purchase order to come back. */
export const QUOTE_VALID_DAYS = 30;
const MS_PER_DAY = 86_400_000;

/** 'Q-20250314-3FK9QX': a number people can read out on the phone, derived from the quote. */
export function quoteNumber(quote: CartQuote): string {
  const day = quote.createdAt.slice(0, 10).replace(/-/g, '');
  return `Q-${day}-${quote.id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase()}`;
}

export function quoteDocument(
  quote: CartQuote,
  config: FoundryIdentityConfig & Pick<ServerConfig, 'currencySymbol'>,
): QuoteDocument {
  const created = new Date(quote.createdAt);
  return {
    foundry: foundryIdentity(config),
    quoteNumber: quoteNumber(quote),
    date: quote.createdAt.slice(0, 10),
    validUntil: new Date(created.getTime() + QUOTE_VALID_DAYS * MS_PER_DAY)
      .toISOString()
      .slice(0, 10),
    cart: quote.cart,
    buyer: quote.billingParty,
    currencySymbol: config.currencySymbol,
  };
}
