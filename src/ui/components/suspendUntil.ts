import type { Wait } from '../../application/rendering/InitialRender';

/**
 * Suspends the rendering component until `wait` is done. The promise is thrown, as Suspense
 * has always allowed, rather than passed to `use()`: `use()` replays the component's hooks
 * where it stopped, and a component with hooks after it then fails to hydrate ("Update hook
 * called on initial render"); a thrown promise renders the component afresh.
 */
export function suspendUntil(wait: Wait): void {
  if (!wait.done) throw wait.promise;
}
