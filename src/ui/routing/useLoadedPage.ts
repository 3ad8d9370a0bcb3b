import { useEffect, useState, type ComponentType } from 'react';
import type { FeatureLoader } from '../../application/ports/FeatureLoader';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import type { RegisteredPage } from './pageRegistry';

/**
 * The page's component once its chunk and every feature it resolves are in; null until then.
 * The chunk and the features are fetched together, so neither waits on the other. A chunk
 * that fails to load is thrown while rendering, so the page's error boundary
 * (PageLoadBoundary) shows it.
 */
export function useLoadedPage({ loaded, load, features }: RegisteredPage): ComponentType | null {
  const loader = useInjection<FeatureLoader>(TOKENS.FeatureLoader);
  const [page, setPage] = useState(() =>
    features.every((feature) => loader.isLoaded(feature)) ? loaded() : null,
  );
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (page) return;
    let current = true;
    Promise.all([load(), ...features.map((feature) => loader.load(feature))]).then(
      // A component is a function: handed to setState as is, React would call it.
      ([component]) => current && setPage(() => component),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
    // A route's page and features never change while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failure) throw failure;
  return page;
}
