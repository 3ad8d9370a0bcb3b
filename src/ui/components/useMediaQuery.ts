import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window changes. Where there is
 * no window (a server render, a test without matchMedia) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(query).matches
        : fallback,
    () => fallback,
  );
}
