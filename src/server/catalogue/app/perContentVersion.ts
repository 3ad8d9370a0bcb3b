import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';

/** A value made from the imported content, as of the current content version. */
export interface PerContentVersion<T> {
  get(): Promise<T>;
}

/**
 * Loads a value once per content version and keeps it in memory: it changes only when the
 * content is imported, so the requests in between need no query for it. The version comes
 * from the process's one ContentVersionWatch, so an import (here or in another process) is
 * followed as soon as the watch sees it, together with every other catalogue cache.
 */
export function perContentVersion<T>(
  versions: ContentVersionWatch,
  load: () => Promise<T>,
): PerContentVersion<T> {
  let kept: { version: number; value: Promise<T> } | undefined;
  return {
    async get() {
      const version = await versions.current();
      if (kept?.version === version) return kept.value;
      // Concurrent first calls share one load instead of each querying the database.
      const entry = { version, value: load() };
      kept = entry;
      // A failed load is not kept: the next call tries again.
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
  };
}
