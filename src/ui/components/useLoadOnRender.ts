import { useEffect, useId, type DependencyList } from 'react';
import { suspendUntil } from './suspendUntil';
import { useFirstRender } from './useFirstRender';

/**
 * Starts a store's load (one that is loaded once per visit, e.g. the typeface list) when the
 * component mounts. In the first render of a page (InitialRender) the component waits for it
 * inside the render instead, so the server's HTML holds what the store loaded.
 */
export function useLoadOnRender(load: () => Promise<unknown>, deps: DependencyList) {
  const { initial, waits } = useFirstRender();
  const place = useId();
  if (waits) suspendUntil(initial.waitFor(place, load));
  useEffect(() => {
    initial.mounted(place);
    void load();
    // The caller lists what the load depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
