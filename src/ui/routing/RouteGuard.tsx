import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PostLoginRedirect } from '../../application/session/PostLoginRedirect';
import type { SessionStore } from '../../application/stores/SessionStore';
import { TOKENS } from '../../application/tokens';
import { LOGIN_PATH, sameSitePath } from '../../site/loginContinue';
import { matchRoute, type RouteAccess } from '../../site/routeTable';
import { useInjection } from '../di/useInjection';
/** Where a logged-in visitor goes from a guest-only page when nothing else was asked for. */
export const SIGNED_IN_HOME_PATH = '/user/orders';

/** Sends a guest to the login page, remembering where they wanted to go (docs/spec.md §4). */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const redirect = useInjection<PostLoginRedirect>(TOKENS.PostLoginRedirect);
  useEffect(() => {
    redirect.remember(`${pathname}${search}${hash}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [pathname, search, hash, navigate, redirect]);
  return null;
}

/**
 * Sends a logged-in visitor away from login and reset pages (docs/spec.md §4, §6): to the
 * address stored before login, else to their orders.
 */
function RedirectSignedInUser() {
  const navigate = useNavigate();
  const redirect = useInjection<PostLoginRedirect>(TOKENS.PostLoginRedirect);
  // take() empties the store: StrictMode's second effect run must not take it again.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const target = sameSitePath(redirect.take());
    if (target && !matchRoute(new URL(target, window.location.origin).pathname)) {
      // Not a page of the app but a file the server sends (an e-mailed download link,
      // docs/security.md "Links from e-mails"): the browser fetches it, and the app shows the
      // orders page meanwhile, as a download leaves the page where it is.
      window.location.assign(target);
      navigate(SIGNED_IN_HOME_PATH, { replace: true });
      return;
    }
    navigate(target ?? SIGNED_IN_HOME_PATH, { replace: true });
  }, [navigate, redirect]);
  return null;
}

/** Renders the page only for the visitors its route's access allows. */
export const RouteGuard = observer(function RouteGuard({
  access,
  children,
}: {
  access: RouteAccess;
  children: ReactNode;
}) {
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  // The server decides who is staff; the browser only sends a guest to log in first.
  if ((access === 'login' || access === 'staff') && !session.isLoggedIn) {
    return <RedirectToLogin />;
  }
  if (access === 'guest' && session.isLoggedIn) return <RedirectSignedInUser />;
  return <>{children}</>;
});
