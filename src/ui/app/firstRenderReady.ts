import type { Container } from 'inversify';
import type { FeatureLoader } from '../../application/ports/FeatureLoader';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { matchRoute } from '../../site/routeTable';
import { PAGES } from '../routing/pageRegistry';

/**
 * What a first render needs before it starts: the settings (the header's name), the page's
 * code and the services of its features. The server awaits it before it renders a page, and the
 * browser before it hydrates one, so both start from the same state.
 */
export async function firstRenderReady(container: Container, pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  const registered = route ? PAGES[route.path] : undefined;
  const loader = container.get<FeatureLoader>(TOKENS.FeatureLoader);
  await Promise.all([
    container.get<SettingsStore>(TOKENS.SettingsStore).load(),
    registered?.load(),
    ...(registered?.features ?? []).map((feature) => loader.load(feature)),
  ]);
}
