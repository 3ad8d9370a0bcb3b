import { autorun } from 'mobx';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { documentTitle, matchRoute } from '../../site/routeTable';
import { DEFAULT_SOCIAL_IMAGE } from '../../site/siteImages';
import { useInjection } from '../di/useInjection';
import { applyDocumentMeta } from './documentMeta';
import { setPageBodyClass } from './bodyClass';

/**
 * What docs/spec.md §2 asks of every navigation: scroll to the top, and set the page's title,
 * description, social image and body class. (The mobile menu closes by itself: its open
 * state belongs to the location it was opened on.)
 */
export function useNavigationEffects(): void {
  const { pathname, hash } = useLocation();
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);

  useEffect(() => {
    // An in-page anchor (/information#payment) scrolls to its target instead.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    const route = matchRoute(pathname);
    setPageBodyClass(route?.bodyClass ?? null);
    if (!route) return;
    // Re-runs when the settings arrive, so the foundry's name reaches the title.
    return autorun(() =>
      applyDocumentMeta({
        title: documentTitle(route.title, settings.foundryName),
        description: route.description,
        image: DEFAULT_SOCIAL_IMAGE,
      }),
    );
  }, [pathname, settings]);
}
