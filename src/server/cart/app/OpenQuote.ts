import { failed, succeeded, type Result } from '../../application/Result';
import type { QuotePdfPaths } from './QuotePdfPaths';
import { QUOTE_NOT_FOUND, type QuoteNotFound } from './QuoteNotFound';
import type { CartQuote, QuoteRepository } from './QuoteRepository';

/** A quote and where its PDF is on disk, rendered on first download (QuotePdfPaths). */
export interface QuotePdf {
  quote: CartQuote;
  path: string;
}

/** GET /cart/quotes/{id}.pdf: the quote's PDF, from whichever server is asked. */
export class OpenQuote {
  constructor(
    private readonly quotes: QuoteRepository,
    private readonly files: QuotePdfPaths,
  ) {}

  async execute(id: string): Promise<Result<QuotePdf, QuoteNotFound>> {
    const quote = await this.quotes.find(id);
    if (!quote) return failed(QUOTE_NOT_FOUND);
    return succeeded({ quote, path: await this.files.pathOf(quote) });
  }
}
