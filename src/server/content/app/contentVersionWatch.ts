/**
 * Tells whether the content was imported again since a process last looked. Every process
 * keeps its own answer cache, and the import may run in another process (`main.js import`)
 * or on another server behind the load balancer, so an in-process signal is not enough.
 * The version row is read at most once per `checkEveryMs` for all requests together: one
 * cheap primary-key read per second keeps a stale answer to at most that long, while
 * requests in between are served from memory (the p99 < 5 ms budget leaves no room for a
 * database round trip on every call). KyselyContentVersionWatch is the adapter.
 */
export interface ContentVersionWatch {
  /** The current content version (possibly up to `checkEveryMs` old). */
  current(): Promise<number>;
  /** Forget the last reading: the next call reads the database (after an import here). */
  forget(): void;
}
