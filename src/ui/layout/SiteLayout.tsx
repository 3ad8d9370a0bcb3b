import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { matchRoute } from '../../site/routeTable';
import { MAINTENANCE_PATH, useMaintenanceRedirect } from '../routing/useMaintenanceRedirect';
import { useNavigationEffects } from '../routing/useNavigationEffects';
import { PhoneCartBar } from '../components/cart/PhoneCartBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame around every page: skip link, header, the page, the phone's cart bar, footer. */
export const SiteLayout = observer(function SiteLayout() {
  useNavigationEffects();
  const { pathname } = useLocation();
  const maintenanceRedirect = useMaintenanceRedirect();
  if (maintenanceRedirect) return <Navigate to={maintenanceRedirect} replace />;

  // Maintenance replaces the whole site (docs/spec.md §1): no menus that lead back into the lock.
  if (pathname === MAINTENANCE_PATH) {
    return (
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }

  const route = matchRoute(pathname);
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {/*
        Each part of the frame is a Suspense boundary of its own (they never suspend): React
        hydrates the server's HTML of each one as a separate, interruptible piece of work,
        first the one a visitor clicks or types in (React's selective hydration), rather than
        all of it in one long task (docs/design.md: TBT).
      */}
      <Suspense>
        <Header />
      </Suspense>
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PhoneCartBar />
      {!route?.hideFooter && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
    </>
  );
});
