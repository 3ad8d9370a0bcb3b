import type { SocialKind } from './socialCardFacts';

/** Where a page's PNG social image is answered (seoRoutes.ts makes it on first request). */
export function socialImagePath(kind: SocialKind, slug: string): string {
  return `/social/${kind}/${slug}.png`;
}
