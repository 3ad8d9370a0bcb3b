import { useEffect, useState } from 'react';
import type { Feature, FeatureLoader } from '../../application/ports/FeatureLoader';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';

/**
 * True once every feature a page uses is loaded and `alongside` (the page's own chunk) is in:
 * `alongsideDone` says whether it already is. Both are fetched together, so the page does not
 * wait for its features before starting. A chunk that fails to load is thrown while
 * rendering, so the page's error boundary (PageLoadBoundary) shows it.
 */
export function useFeatures(
  features: readonly Feature[],
  alongside: () => Promise<unknown>,
  alongsideDone: () => boolean,
) {
  const loader = useInjection<FeatureLoader>(TOKENS.FeatureLoader);
  const allLoaded = () => alongsideDone() && features.every((feature) => loader.isLoaded(feature));
  const [ready, setReady] = useState(allLoaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all([...features.map((feature) => loader.load(feature)), alongside()]).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
    // A route's features and page never change while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failure) throw failure;
  return ready;
}
