/**
 * How long the sweep keeps rows and files that nothing will read again, where a foundry may
 * choose (docs/configuration.md "Housekeeping"). The fixed periods below are not settings: they follow from
 * what the rows are for, not from the foundry's taste.
 */
export interface RetentionPolicy {
  /**
   * Days a cart may go untouched. Matches the cart cookie's 60-day lifetime (cartCookie.ts),
   * which every change renews: past it no browser holds the key to the row any more.
   */
  cartDays: number;
  /**
   * Days a shared cart's link keeps working; it is priced afresh when opened, so it stays
   * useful. 30 by default: anyone may make them, and a bot can make many.
   */
  sharedCartDays: number;
  /**
   * Days a PDF quote can still be downloaded: its 30 days of validity (the least allowed).
   * Anyone may make one (4 kB a row, 35 kB of PDF), so they are not kept past their use.
   */
  quoteDays: number;
  /**
   * Days a sent e-mail stays in the queue, for support to see what a customer was sent and
   * when. They hold whole invoice PDFs and people's addresses, so a foundry's privacy policy
   * may well want this shorter (or its support, longer). The .eml copies the development
   * outbox keeps of them are kept as long.
   */
  sentMailDays: number;
  /**
   * Days a cached order download (fonts zip, invoice) stays after it was last downloaded.
   * Each is rebuilt from the order's row when asked for again, so this only weighs disk
   * space against a customer waiting a few seconds for a zip after a long while.
   */
  orderFilesCacheDays: number;
  /**
   * Days a sign-in (when, from which address and browser) is kept for the back office's
   * customer page. Personal data kept only to spot a sign-in that was not the customer's,
   * so a quarter by default.
   */
  signInDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  cartDays: 60,
  sharedCartDays: 30,
  quoteDays: 30,
  sentMailDays: 30,
  orderFilesCacheDays: 30,
  signInDays: 90,
};

/**
 * A quote must not disappear while the prices it promises still hold: QUOTE_VALID_DAYS in
 * cart/app/quoteDocument.ts (not imported: config.ts reads this file, and the cart reads config;
 * a test holds the two together).
 */
export const MIN_QUOTE_RETENTION_DAYS = 30;

/**
 * Days a message the mail worker gave up on stays. Nothing retries it: it waits for an
 * operator to see why (a mail set-up broken since, an address that bounces), which may take
 * a quarter or two, so it outlives the sent ones by far. The customer loses nothing when it
 * goes: an invoice can always be downloaded again from the order history.
 */
export const FAILED_MAIL_RETENTION_DAYS = 180;

/**
 * Days an expired trial download link is kept. Meanwhile the link answers "has expired,
 * request again" (410) rather than "not valid" (404); after that the name and address of
 * someone who wanted to try the fonts have no reason to stay.
 */
export const EXPIRED_TRIAL_LINK_DAYS = 30;

/**
 * Days the offline test-card gateway keeps a payment method or intent no order refers to. A
 * checkout uses them within minutes (the card field, then the 3-D Secure dialog); a week
 * covers any debugging of a test payment.
 */
export const TEST_PAYMENT_RETENTION_DAYS = 7;

const MS_PER_DAY = 86_400_000;

/**
 * The ISO timestamp before which a row is stale. Timestamps are ISO-8601 text in every table
 * (database/schema.ts), so comparing the text compares the times on SQLite and PostgreSQL.
 */
export function cutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * MS_PER_DAY).toISOString();
}
