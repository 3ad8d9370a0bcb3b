/** No PDF quote behind the link (it never existed or the sweep removed it): 404. */
export interface QuoteNotFound {
  name: 'QuoteNotFound';
}

export const QUOTE_NOT_FOUND: QuoteNotFound = { name: 'QuoteNotFound' };
