import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's render and in the browser's hydration of it, true from then on (and
 * at once in a page the browser renders itself). What differs per visitor (account links, the
 * cart) shows only then: the server renders every visitor the same page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
