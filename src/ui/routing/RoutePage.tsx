import { Suspense, useEffect } from 'react';
import type { InitialRender } from '../../application/rendering/InitialRender';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import type { RouteMeta } from '../../site/routeTable';
import { Loader } from '../components/Loader';
import { PageLoadBoundary } from './PageLoadBoundary';
import { RouteGuard } from './RouteGuard';
import { PAGES, type RegisteredPage } from './pageRegistry';
import { useLoadedPage } from './useLoadedPage';

/** One route of the table: its guard, then its lazily loaded page behind the loader. */
export function RoutePage({ route }: { route: RouteMeta }) {
  const registered = PAGES[route.path];
  if (!registered) throw new Error(`No page registered for route ${route.path}`);
  return (
    <RouteGuard access={route.access}>
      {/* Keyed: react-router reuses this element's place for the next route's page. */}
      <PageLoadBoundary key={route.path}>
        <FeaturePage {...registered} />
      </PageLoadBoundary>
    </RouteGuard>
  );
}

/** The page, once its chunk and the features it resolves are in. */
function FeaturePage(registered: RegisteredPage) {
  const Page = useLoadedPage(registered);
  // The boundary still holds what suspends inside a page (a part waiting for its data
  // while the page is first rendered, InitialRender); the page itself never suspends.
  return (
    <Suspense fallback={<Loader page />}>
      {Page ? <Page /> : <Loader page />}
      <PageMounted />
    </Suspense>
  );
}

/** Tells the first render when the page's boundary has mounted (InitialRender). */
function PageMounted() {
  const initial = useInjection<InitialRender>(TOKENS.InitialRender);
  useEffect(() => initial.routePageMounted(), [initial]);
  return null;
}
