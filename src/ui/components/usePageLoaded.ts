import { useSyncExternalStore } from 'react';

const isLoaded = () => typeof document !== 'undefined' && document.readyState === 'complete';

function onLoad(notify: () => void): () => void {
  window.addEventListener('load', notify);
  return () => window.removeEventListener('load', notify);
}

/**
 * True once the page's own resources (its styles, fonts, images, scripts) have loaded: what is
 * fetched after that never competes with what the reader sees first. False on the server.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(onLoad, isLoaded, () => false);
}
