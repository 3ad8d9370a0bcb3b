import { autorun } from 'mobx';
import { useEffect } from 'react';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { DEFAULT_SOCIAL_IMAGE } from '../../site/siteImages';
import { useInjection } from '../di/useInjection';
import { applyDocumentMeta } from '../routing/documentMeta';
import { imageUrl } from './imageUrl';

export interface LoadedPageMeta {
  /** Builds the title once the settings (abbreviation, foundry name) are known. */
  title: (abbreviation: string) => string;
  description: string;
  image?: string | null;
}

/**
 * A page whose title comes from its content (a post, a typeface) sets it once the content
 * is in. An autorun, so the title follows when the settings arrive after the content.
 */
export function usePageMeta(meta: LoadedPageMeta | null): void {
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  useEffect(() => {
    if (!meta) return;
    return autorun(() =>
      applyDocumentMeta({
        title: meta.title(settings.settings?.abbreviation || settings.foundryName),
        description: meta.description,
        image: meta.image ? imageUrl(meta.image) : DEFAULT_SOCIAL_IMAGE,
      }),
    );
  }, [meta, settings]);
}
