/**
 * A value read from the database at most once per `maxAgeMs`, for every caller together:
 * values that another process may change (the maintenance switch, the content version)
 * cannot be kept in memory for good, but a query on every request would be wasted work on
 * the hottest paths. Concurrent callers share one query instead of stampeding the database.
 */
export interface RecentReading<T> {
  /** The value, at most `maxAgeMs` old. */
  get(): Promise<T>;
  /** Forget the last reading: the next call reads again (after a change made here). */
  forget(): void;
}

export function recentReading<T>(
  read: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
): RecentReading<T> {
  let last: { value: T; readAt: number } | undefined;
  let pending: Promise<T> | undefined;

  const readAndKeep = async (): Promise<T> => {
    try {
      const value = await read();
      last = { value, readAt: now() };
      return value;
    } finally {
      pending = undefined;
    }
  };

  return {
    get() {
      if (last && now() - last.readAt < maxAgeMs) return Promise.resolve(last.value);
      pending ??= readAndKeep();
      return pending;
    },
    forget() {
      last = undefined;
    },
  };
}
