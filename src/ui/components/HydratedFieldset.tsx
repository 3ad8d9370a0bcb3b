import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';
import './hydratedFieldset.css';

/**
 * Controls that work only once the page is the browser's: disabled in the server's HTML and
 * its hydration. React keeps its own state through hydration, so a licence picked on the
 * server's HTML would stay on screen while the cart received the one React had: the
 * visitor would pay for what they did not choose. Disabled, the control cannot be changed
 * until it works (and a test waits for it as a visitor would).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydrated-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
