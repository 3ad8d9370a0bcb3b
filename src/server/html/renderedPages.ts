import { matchRoute, type RouteMeta } from '../../site/routeTable';
import type { ContentVersionWatch } from '../catalogue/contentVersionWatch';
import { perContentVersion } from '../catalogue/perContentVersion';
import type { MaintenanceSwitch } from '../settings/maintenanceSwitch';
import type { PageRenderer, RenderedPage } from './PageRenderer';

/**
 * Pages whose content is the same for every visitor, so the server renders them: the
 * public routes but those that show a visitor's own things (cart, checkout, the club's
 * member pages, an invitation) or only a notice (maintenance). The others are sent as the
 * shell the browser renders, as a logged-in page is.
 */
const PERSONAL_PATHS = new Set([
  '/cart',
  '/checkout',
  '/club',
  '/club/invite/:invite',
  '/maintenance',
]);

export function isServerRendered(route: RouteMeta): boolean {
  return route.access === 'public' && !PERSONAL_PATHS.has(route.path);
}

/** Rendered pages, built once per content version and address. */
export interface RenderedPages {
  /** The page at `url` (path and query), or null when it is sent as the shell. */
  get(url: string): Promise<RenderedPage | null>;
}

/**
 * A render reads only the imported content, so each page is rendered once per content version
 * and address and then sent from memory, like the catalogue's answers (AnswerCache). During
 * maintenance nothing is rendered: the browser shows the notice. The map is bounded: past
 * `maxEntries` addresses (queries a client invents) it starts afresh.
 */
export function renderedPages(
  renderer: PageRenderer,
  versions: ContentVersionWatch,
  maintenance: MaintenanceSwitch,
  maxEntries = 500,
): RenderedPages {
  const pagesOfVersion = perContentVersion(
    versions,
    async () => new Map<string, Promise<RenderedPage | null>>(),
  );
  return {
    async get(url) {
      const route = matchRoute(new URL(url, 'http://page.invalid').pathname);
      if (!route || !isServerRendered(route) || (await maintenance.isOn())) return null;
      const pages = await pagesOfVersion.get();
      let page = pages.get(url);
      if (!page) {
        if (pages.size >= maxEntries) pages.clear();
        page = renderer.render(url);
        pages.set(url, page);
        // A failed render is tried again; a page seen during a switch to maintenance too.
        page.then(
          (rendered) => rendered ?? pages.delete(url),
          () => pages.delete(url),
        );
      }
      return page;
    },
  };
}
