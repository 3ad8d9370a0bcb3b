import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { matchRoute, type RouteMeta } from '../../site/routeTable';
import type { ContentVersionWatch } from '../content/app/contentVersionWatch';
import type { MaintenanceSwitch } from '../settings/app/maintenanceSwitch';
import type { PageRenderer, RenderedPage } from './PageRenderer';
import { renderKey } from './renderKey';
import type { ShownTax } from '../../domain/tax/consumerPrice';
import { pricesCookieValue } from '../../contract/pricesCookie';

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

const NOT_FOUND_PATH = '/404';

/** What a request tells of its visitor that may choose the page: nothing personal. */
export interface Visitor {
  /** The browser holds a cart (its cart cookie, src/contract/cartCookies.ts). */
  hasCart: boolean;
  /** The prices its buyer pays, as its prices cookie names them (src/contract/pricesCookie.ts). */
  shownTax?: ShownTax | null;
}

/**
 * Pages that show prices: a consumer whose prices cookie names their VAT gets them rendered
 * in the prices they pay, "$60 incl. 19 % VAT", from the first paint (docs/taxes.md), one
 * render per rate, which no shared cache keeps. Everyone else gets the shared, net page.
 */
const PRICED_PATHS = new Set(['/shops/:font', '/typeface/:font']);

/**
 * The cart of a browser that holds none is the same for every such visitor: its empty state
 * is rendered, so a slow phone reads it without waiting for the app's script. A browser with
 * a cart, or a shared cart's address (`?id=`), gets the shell (docs/rendering.md).
 */
const EMPTY_CART_PATH = '/cart';

export function isServerRendered(route: RouteMeta, visitor?: Visitor, query = ''): boolean {
  if (route.access !== 'public') return false;
  if (route.path === EMPTY_CART_PATH) return visitor?.hasCart === false && query === '';
  return !PERSONAL_PATHS.has(route.path);
}

/**
 * A page rendered for some visitors only (the empty cart): no shared cache may keep it, since
 * the same address shows another visitor their own things.
 */
export function isRenderedForSomeVisitors(route: RouteMeta): boolean {
  return PERSONAL_PATHS.has(route.path);
}

/** Rendered pages, built once per content version and canonical address. */
export interface RenderedPages {
  /** The page at `url` (path and query), or null when it is sent as the shell. */
  get(url: string, visitor?: Visitor): Promise<RenderedPage | null>;
  /**
   * The addresses to render again after a content change, most wanted first: those the
   * cache held for the previous version, in the order they were last asked for.
   */
  recentlyWanted(): readonly string[];
}

/**
 * Pages rendered at once by one process. A render is ~100 ms of this thread's time in slices
 * between its data's answers; twenty crawler misses rendering at once interleave their slices,
 * and a visitor's page sent from memory waited behind all of them (p99 above a second in
 * `bench:launch`). One at a time, a page from memory waits for one slice at most, and misses
 * wait for each other instead (docs/rendering.md "Misses one at a time").
 */
export const CONCURRENT_RENDERS = 1;

/**
 * Misses that may wait for the render slot. Past them, a miss is sent as the shell, which the
 * browser renders itself, instead of joining a crawler's queue: at ~0.1 s a render, the last
 * waiting miss is sent within about 3 s, and a flood of distinct addresses holds no more
 * than this many requests open. The next request for such an address tries again.
 */
export const MAX_WAITING_RENDERS = 32;

/** The pages kept in memory: 64 MB of HTML and API answers, about 300 typeface pages. */
export const RENDERED_PAGES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * An address whose thing does not exist shares the one 404 page: it costs its address and
 * a reference, not another copy of the page.
 */
const SHARED_PAGE_BYTES = 256;

function pathOfKey(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? key : key.slice(0, query);
}

function pageBytes(page: RenderedPage, key: string): number {
  if (page.path) return SHARED_PAGE_BYTES + key.length;
  // UTF-16 strings; the encoded copies frontendRoutes keeps with each page are smaller.
  return 2 * (page.html.length + page.answers.length) + key.length;
}

/** How the rendered pages are kept, and what they know of the site's pages. */
export interface RenderedPagesOptions {
  /** The memory's bound (RENDERED_PAGES_MAX_BYTES by default). */
  maxBytes?: number;
  /** Called when a request finds the content changed since the last render. */
  onNewVersion?: () => void;
  /**
   * The routes whose every page the site's index lists (src/server/catalogue/app/publicPages.ts), and
   * the paths it lists for the current content: an address of such a route that is not listed
   * shows the 404 page, sent from memory with no render of its own.
   */
  listed?: { routes: ReadonlySet<string>; paths: () => Promise<ReadonlySet<string>> };
}

/**
 * A render reads only the imported content, so each page is rendered once per content version
 * and canonical address (renderKey: the parameters a link adds are not part of it) and then
 * sent from memory, like the catalogue's answers (AnswerCache). During maintenance nothing is
 * rendered: the browser shows the notice.
 *
 * The memory is a least-recently-used cache bounded by bytes (lru-cache's maxSize), so a
 * crawler walking thousands of addresses pushes out only what nobody asked for since; the
 * popular pages stay. A content change empties it: its pages show the old content.
 *
 * A crawler's made-up addresses (`/typeface/<anything>`) cost no render: a render takes ~10 ms
 * of this thread even when it ends in the 404 page, and twenty connections asking for new ones
 * kept the popular page waiting (p99 0.25–0.67 s in `bench:launch`). The index knows they do
 * not exist.
 */
export function renderedPages(
  renderer: PageRenderer,
  versions: ContentVersionWatch,
  maintenance: MaintenanceSwitch,
  {
    maxBytes = RENDERED_PAGES_MAX_BYTES,
    onNewVersion = () => undefined,
    listed,
  }: RenderedPagesOptions = {},
): RenderedPages {
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: maxBytes,
    sizeCalculation: pageBytes,
  });
  // Renders under way: every request for an address being rendered waits for that one render.
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  let version: number | undefined;
  let previousKeys: readonly string[] = [];
  // The index's paths of the current content version, read once per version.
  let listedPaths: Promise<ReadonlySet<string>> | undefined;
  // The one 404 page an unknown address is shown, tagged as rendered for /404 (one object,
  // so frontendRoutes compresses it once).
  const elsewhere = new WeakMap<RenderedPage, RenderedPage>();

  // Only a miss waits for its turn; a page in memory is sent at once, whatever is rendering.
  const renderSlot = pLimit(CONCURRENT_RENDERS);

  const notFoundPage = async (): Promise<RenderedPage | null> => {
    // Asked for by a render that holds the slot already: not queued behind it.
    const page = await renderAt(NOT_FOUND_PATH, false);
    if (!page) return null;
    let shown = elsewhere.get(page);
    if (!shown) {
      shown = { ...page, status: 404, path: NOT_FOUND_PATH };
      elsewhere.set(page, shown);
    }
    return shown;
  };

  /** Empties what belongs to an older content version. */
  async function currentVersion(): Promise<number> {
    const current = await versions.current();
    if (current !== version) {
      const changed = version !== undefined;
      // A consumer's own rendering of a page (`…#incl-vat-19`) is rendered when they ask.
      if (changed) previousKeys = [...pages.keys()].filter((key) => !key.includes('#'));
      version = current;
      pages.clear();
      rendering.clear();
      listedPaths = undefined;
      if (changed) onNewVersion();
    }
    return current;
  }

  async function isUnlisted(route: RouteMeta, path: string): Promise<boolean> {
    if (!listed?.routes.has(route.path)) return false;
    // The index of the current content: an import since the last reading empties it.
    await currentVersion();
    listedPaths ??= listed.paths();
    const paths = listedPaths;
    // A failed read is read again by the next request; this one is rendered as before.
    return paths.then(
      (known) => !known.has(path),
      () => {
        if (listedPaths === paths) listedPaths = undefined;
        return false;
      },
    );
  }

  async function renderAt(
    url: string,
    waitForSlot = true,
    shownTax: ShownTax | null = null,
  ): Promise<RenderedPage | null> {
    const current = await currentVersion();
    const key = shownTax ? `${url}#${pricesCookieValue(shownTax)}` : url;
    const kept = pages.get(key);
    if (kept) return kept;
    let page = rendering.get(key);
    if (!page) {
      if (waitForSlot && renderSlot.pendingCount >= MAX_WAITING_RENDERS) return null;
      const render = async () => {
        const rendered = await renderer.render(url, notFoundPage, shownTax);
        return rendered && shownTax && !rendered.path
          ? { ...rendered, forSomeVisitors: true }
          : rendered;
      };
      const made = waitForSlot ? renderSlot(render) : render();
      page = made;
      rendering.set(key, made);
      // A failed render is tried again; a page seen during a switch to maintenance too; a
      // page of a version that changed while it rendered is not kept.
      made.then(
        (rendered) => {
          if (rendering.get(key) === made) rendering.delete(key);
          if (rendered && version === current) pages.set(key, rendered);
        },
        () => {
          if (rendering.get(key) === made) rendering.delete(key);
        },
      );
    }
    return page;
  }

  return {
    async get(url, visitor) {
      // Appended, not resolved: a path starting `//` must not read as a host.
      const address = new URL(`http://page.invalid${url}`);
      const route = matchRoute(address.pathname);
      if (!route || !isServerRendered(route, visitor, address.search)) return null;
      if (await maintenance.isOn()) return null;
      const key = renderKey(address, route);
      if (await isUnlisted(route, pathOfKey(key))) return notFoundPage();
      const shownTax = PRICED_PATHS.has(route.path) ? (visitor?.shownTax ?? null) : null;
      return renderAt(key, true, shownTax);
    },
    recentlyWanted: () => previousKeys,
  };
}
