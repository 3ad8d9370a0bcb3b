/**
 * What the sweep removes from the database once it has had its time (docs/configuration.md,
 * "Housekeeping"). Every removal is a plain conditional DELETE, in batches, so any number of
 * servers may sweep at once: a row two of them pick is deleted once. Each answers how many
 * rows went; times are ISO timestamps (RetentionPolicy.cutoff). KyselyStaleRecords is the
 * adapter.
 */
export interface StaleRecords {
  /**
   * Current carts untouched since `before`, except the ones someone can still reach:
   * - a logged-in customer's latest cart, which follows them to any browser of theirs
   *   (CartRepository.findLatestOfUser), however old;
   * - every cart of a customer whose checkout is under way (a pending order): the payment's
   *   settlement destroys them itself once the charge succeeds, and a retry needs them.
   * An anonymous cart is found only by its cookie, which lives as long as CART_RETENTION_DAYS
   * by default, so once that has passed the row is unreachable.
   */
  deleteCarts(before: string): Promise<number>;
  /**
   * Abandons the orders refused before any card was given, or whose payment failed,
   * untouched since `before`, giving back their discount code's use and their upgrades
   * (abandonedOrders.ts). Runs before deleteCarts: an abandoned order keeps no cart.
   */
  abandonOrders(before: string): Promise<number>;
  /** Shared carts made before `before`. */
  deleteSharedCarts(before: string): Promise<number>;
  /** PDF quotes made before `before` (their cached files stay: see keptQuotes). */
  deleteQuotes(before: string): Promise<number>;
  /** Which of the quotes `ids` still have their row. */
  keptQuotes(ids: readonly string[]): Promise<ReadonlySet<string>>;
  /** Login sessions that expired before `now`. */
  deleteExpiredSessions(now: string): Promise<number>;
  /** Password reset codes that expired, or were used, before `now`. */
  deleteSpentPasswordResets(now: string): Promise<number>;
  /** E-mail change links that expired, or were used, before `now`. */
  deleteSpentEmailChangeLinks(now: string): Promise<number>;
  /** Sign-ins made before `before`. */
  deleteSignIns(before: string): Promise<number>;
  /** Queued e-mails of this status (never pending ones) queued before `before`. */
  deleteMail(status: 'sent' | 'failed', before: string): Promise<number>;
  /** Trial download links that expired before `before`. */
  deleteTrialDownloads(before: string): Promise<number>;
  /**
   * The offline test-card gateway's intents and payment methods made before `before` that
   * no order or payment attempt refers to; answers how many of both. What an order refers
   * to stays for as long as the order: its intent answers a late 3-D Secure confirm or retry,
   * and its payment method gives the invoice its card's last four digits (OrderFiles),
   * rendered again whenever the files cache is cleared. An intent made under an attempt's
   * idempotency key stays too, though its order never recorded it (its server stopped in
   * between): the sweep's reconciliation finds it by that key.
   */
  deleteTestPayments(before: string): Promise<number>;
}
