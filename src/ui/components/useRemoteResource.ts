import { useEffect, useRef, useState, type DependencyList } from 'react';
import { RemoteResource } from '../../application/loading/RemoteResource';

/**
 * A resource owned by one page, (re)loaded whenever `deps` change. The page reads it inside
 * an observer (or a ResourceView), so only what depends on the answer re-renders.
 */
export function useRemoteResource<T>(request: () => Promise<T>, deps: DependencyList) {
  const [resource] = useState(() => new RemoteResource<T>());
  const loadedFor = useRef<DependencyList | null>(null);
  useEffect(() => {
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
