import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteResource } from '../../application/loading/RemoteResource';
import { Loader } from './Loader';
import { PageLoadError } from './PageLoadError';
import { useFirstRender } from './useFirstRender';

interface ResourceViewProps<T> {
  resource: RemoteResource<T>;
  children: (value: T) => ReactNode;
  /**
   * What a failure shows instead of the default message (e.g. the club's login prompt, an
   * empty order history); `null` shows nothing, `undefined` leaves the default.
   */
  failure?: (status: number) => ReactNode;
  /** What the loader tells screen readers, when 'Loading…' says too little. */
  loadingLabel?: string;
  /** A part of a page (a panel, a list), not the page: its loader is a small box. */
  part?: boolean;
}

/** Loader while loading (docs/spec.md §4), /404 for something that does not exist, else the content. */
function ResourceViewInner<T>({
  resource,
  children,
  failure,
  loadingLabel,
  part = false,
}: ResourceViewProps<T>) {
  const { initial, waits } = useFirstRender();
  if (resource.status === 'failed') {
    const status = resource.failureStatus ?? 0;
    const custom = failure?.(status);
    if (custom !== undefined) return <>{custom}</>;
    if (status === 404) {
      if (!waits) return <Navigate to="/404" replace />;
      // In a first render the server renders the 404 page in its place (src/entry-server.tsx).
      initial.markPageNotFound();
      return null;
    }
    return <PageLoadError />;
  }
  if (resource.isLoading || resource.value === null) {
    return <Loader label={loadingLabel} page={!part} />;
  }
  return <>{children(resource.value)}</>;
}

export const ResourceView = observer(ResourceViewInner) as <T>(
  props: ResourceViewProps<T>,
) => ReactNode;
