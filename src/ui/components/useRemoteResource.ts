import { useEffect, useId, useRef, useState, type DependencyList } from 'react';
import { RemoteResource } from '../../application/loading/RemoteResource';
import { suspendUntil } from './suspendUntil';
import { useFirstRender } from './useFirstRender';

/**
 * A resource owned by one page, (re)loaded whenever `deps` change. The page reads it inside
 * an observer (or a ResourceView), so only what depends on the answer re-renders.
 *
 * In the first render of a page (the server's, and the browser's hydration of it) the page
 * waits for the answer inside the render, so the HTML holds the content (InitialRender).
 */
export function useRemoteResource<T>(request: () => Promise<T>, deps: DependencyList) {
  const { initial, waits } = useFirstRender();
  const place = useId();
  const [resource] = useState(() =>
    waits ? initial.keptAt(place, () => new RemoteResource<T>()) : new RemoteResource<T>(),
  );
  if (waits && resource.isLoading) {
    suspendUntil(initial.waitFor(place, () => resource.loadOnce(request)));
  }
  const loadedFor = useRef<DependencyList | null>(null);
  useEffect(() => {
    initial.mounted(place);
    // Loaded in the first render: for these deps, nothing more to do.
    if (loadedFor.current === null && resource.status !== 'idle') {
      loadedFor.current = deps;
      return;
    }
    // StrictMode runs effects twice with the same deps: the second run shares the first load.
    if (loadedFor.current && sameDeps(loadedFor.current, deps)) return;
    loadedFor.current = deps;
    void resource.load(request);
    // The caller lists what the request depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return resource;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
