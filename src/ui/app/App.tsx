import type { Container } from 'inversify';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ContainerProvider } from '../di/ContainerProvider';
import { createAppRoutes } from '../routing/appRoutes';

const appRoutes = createAppRoutes();

/** The router's own text for an unmatched URL (docs/spec.md §2); the catch-all route makes it rare. */
export const UNMATCHED_ROUTE_TEXT = 'Cannot match any routes';

/** The route table rendered for the current location. */
export function AppRoutes() {
  return useRoutes(appRoutes) ?? <p role="alert">{UNMATCHED_ROUTE_TEXT}</p>;
}

/**
 * The app root: the container for every component, then the router. Tests pass a
 * MemoryRouter as `router`; the browser uses path-based BrowserRouter (docs/spec.md §2).
 */
export function App({
  container,
  router: Router = BrowserRouter,
  onCommit,
}: {
  container: Container;
  router?: (props: { children: ReactNode }) => ReactNode;
  /** Told once the first render is on screen (the browser's hydration ends after it). */
  onCommit?: () => void;
}) {
  return (
    <ContainerProvider container={container}>
      <Router>
        <AppRoutes />
      </Router>
      <Committed onCommit={onCommit} />
    </ContainerProvider>
  );
}

// Always in the tree, so the server's and the browser's trees have the same shape (useId).
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}
