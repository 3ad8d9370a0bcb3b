import { useEffect, useState, type DependencyList } from 'react';
import { RemoteResource } from '../../application/content/RemoteResource';

/**
 * A resource owned by one page, (re)loaded whenever `deps` change. The page reads it inside
 * an observer, so only what depends on the answer re-renders.
 */
export function useRemoteResource<T>(request: () => Promise<T>, deps: DependencyList) {
  const [resource] = useState(() => new RemoteResource<T>());
  useEffect(() => {
    void resource.load(request);
    // The caller lists what the request depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return resource;
}
