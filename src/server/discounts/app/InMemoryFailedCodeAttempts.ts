import { CODE_ATTEMPT_WINDOW_MS, type FailedCodeAttempts } from './FailedCodeAttempts';

/**
 * Refused codes counted in this process's memory, a fixed window per address: the default
 * without REDIS_URL, as for the other rate limits (one server process).
 */
export class InMemoryFailedCodeAttempts implements FailedCodeAttempts {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  async allowed(address: string): Promise<boolean> {
    return (this.current(address)?.count ?? 0) < this.limit;
  }

  async record(address: string): Promise<void> {
    const window = this.current(address) ?? { startedAt: this.now(), count: 0 };
    window.count += 1;
    this.windows.set(address, window);
    this.forgetOldWindows();
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private current(address: string) {
    const window = this.windows.get(address);
    return window && this.now() - window.startedAt < CODE_ATTEMPT_WINDOW_MS ? window : undefined;
  }

  /** A guesser changing addresses must not grow the map without end. */
  private forgetOldWindows(): void {
    const now = this.now();
    for (const [address, window] of this.windows) {
      if (now - window.startedAt >= CODE_ATTEMPT_WINDOW_MS) this.windows.delete(address);
    }
  }
}
