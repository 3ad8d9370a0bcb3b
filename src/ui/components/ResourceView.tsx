import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteResource } from '../../application/content/RemoteResource';
import { Loader } from './Loader';

interface ResourceViewProps<T> {
  resource: RemoteResource<T>;
  children: (value: T) => ReactNode;
  /** What a failure shows instead of the default message (e.g. the club's login prompt). */
  failure?: (status: number) => ReactNode;
}

/** Loader while loading (spec §4), /404 for something that does not exist, else the content. */
function ResourceViewInner<T>({ resource, children, failure }: ResourceViewProps<T>) {
  if (resource.status === 'failed') {
    const status = resource.failureStatus ?? 0;
    const custom = failure?.(status);
    if (custom) return <>{custom}</>;
    if (status === 404) return <Navigate to="/404" replace />;
    return (
      <p className="page-error" role="alert">
        This page could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (resource.isLoading || resource.value === null) return <Loader />;
  return <>{children(resource.value)}</>;
}

export const ResourceView = observer(ResourceViewInner) as <T>(
  props: ResourceViewProps<T>,
) => ReactNode;
