/**
 * Refused discount codes counted per client address, so that nobody finds the shop's codes by
 * guessing: past CODE_ATTEMPT_LIMIT refusals in a minute, the address's next code is answered
 * 429 until the minute is over (cartRoutes.ts). A code that applies is never counted.
 * InMemoryFailedCodeAttempts and RedisFailedCodeAttempts are the adapters.
 */
export interface FailedCodeAttempts {
  /** False while `address` has used up its refused codes for this minute. */
  allowed(address: string): Promise<boolean>;
  /** Counts one refused code from `address`. */
  record(address: string): Promise<void>;
  close(): Promise<void>;
}

/** The window the refusals are counted in, as the other rate limits (rateLimits.ts). */
export const CODE_ATTEMPT_WINDOW_MS = 60_000;
