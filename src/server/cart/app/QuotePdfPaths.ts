import type { CartQuote } from './QuoteRepository';

/** Where a quote's PDF is on disk, drawn the first time it is asked for. */
export interface QuotePdfPaths {
  pathOf(quote: CartQuote): Promise<string>;
}
