import type { ServiceIdentifier } from 'inversify';
import { useContext } from 'react';
import { ContainerContext } from './containerContext';

/**
 * The one way a component reaches a store or service: `useInjection<SessionStore>(TOKENS.SessionStore)`.
 * Bindings are singletons, so every call for a token returns the same instance.
 */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it.');
  return container.get<T>(token);
}
