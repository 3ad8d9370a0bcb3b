/** How long the sweep keeps rows that nothing will read again (README, "Housekeeping"). */
export interface RetentionPolicy {
  /**
   * Days a cart may go untouched. Matches the cart cookie's 60-day lifetime (cartCookie.ts),
   * which every change renews: past it no browser holds the key to the row any more.
   */
  cartDays: number;
  /** Days a shared cart's link keeps working; it is priced afresh when opened, so it stays useful. */
  sharedCartDays: number;
  /** Days a PDF quote can still be downloaded: its 30 days of validity and two months more. */
  quoteDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  cartDays: 60,
  sharedCartDays: 180,
  quoteDays: 90,
};

/**
 * A quote must not disappear while the prices it promises still hold: QUOTE_VALID_DAYS in
 * cart/quoteDocument.ts (not imported: config.ts reads this file, and the cart reads config;
 * a test holds the two together).
 */
export const MIN_QUOTE_RETENTION_DAYS = 30;

const MS_PER_DAY = 86_400_000;

/**
 * The ISO timestamp before which a row is stale. Timestamps are ISO-8601 text in every table
 * (database/schema.ts), so comparing the text compares the times on SQLite and PostgreSQL.
 */
export function cutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * MS_PER_DAY).toISOString();
}
