import { Suspense } from 'react';
import type { RouteMeta } from '../../domain/site/routeTable';
import { Loader } from '../components/Loader';
import { RouteGuard } from './RouteGuard';
import { PAGES } from './pageRegistry';

/** One route of the table: its guard, then its lazily loaded page behind the loader. */
export function RoutePage({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.path];
  if (!Page) throw new Error(`No page registered for route ${route.path}`);
  return (
    <RouteGuard access={route.access}>
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}
