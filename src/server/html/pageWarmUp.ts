import { matchRoute } from '../../site/routeTable';

/**
 * The routes a visitor is most likely to open first (the home page, the library, a
 * specimen and its shop), warmed before the rest of the sitemap.
 */
const FIRST_ROUTES = ['/', '/typefaces', '/typeface/:font', '/shops/:font'];

function priority(path: string): number {
  const route = matchRoute(path);
  const rank = route ? FIRST_ROUTES.indexOf(route.path) : -1;
  return rank === -1 ? FIRST_ROUTES.length : rank;
}

/**
 * The order pages are warmed in: those visitors asked for under the last content version
 * (most recent first), then the sitemap's, the likeliest first pages before the rest; each
 * address once.
 */
export function warmUpOrder(
  recentlyWanted: readonly string[],
  sitemapPaths: readonly string[],
): string[] {
  const ranked = [...sitemapPaths].sort((a, b) => priority(a) - priority(b));
  return [...new Set([...recentlyWanted, ...ranked])];
}

export interface WarmUp {
  /** Asks for one page as a visitor would, so it is rendered and compressed once. */
  fetchPage(path: string): Promise<unknown>;
  /** Stop before the next page (the server is closing). */
  stopped(): boolean;
  /** Lets waiting requests go first; by default until the event loop has run its I/O. */
  pause?: () => Promise<void>;
}

/**
 * Renders pages ahead of their first visitor, one at a time, giving way to requests between
 * them: a visitor waits for at most one page's render (docs/operations.md, "Warm-up"). A page
 * that fails is left for its first visitor. Answers how many pages were asked for.
 */
export async function warmUpPages(paths: readonly string[], warmUp: WarmUp): Promise<number> {
  const pause = warmUp.pause ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
  let asked = 0;
  for (const path of paths) {
    if (warmUp.stopped()) break;
    await warmUp.fetchPage(path).catch(() => undefined);
    asked += 1;
    await pause();
  }
  return asked;
}
