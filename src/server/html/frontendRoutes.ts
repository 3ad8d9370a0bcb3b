import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isNoIndex,
  matchRoute,
  ROUTE_ALIASES,
  ROUTES,
  type RouteMeta,
} from '../../site/routeTable';
import { PAGE_PARAM, queryWithoutFirstPage } from '../../site/pageParam';
import { NOT_FOUND_MESSAGE } from '../http/apiNotFound';
import { HttpError } from '../http/HttpError';
import { bodyEtag } from '../http/bodyEtag';
import { encodeBody, MISS_BROTLI_QUALITY } from '../http/encodedBody';
import { isInProcess } from '../http/inProcessRequest';
import { sendEncoded, type EncodedFile } from '../http/sendEncoded';
import type { RenderedPage } from './PageRenderer';
import { loadClientFiles } from './clientFiles';
import { loadHtmlTemplate, type HtmlTemplate } from './htmlTemplate';
import { NO_INDEX, pageHeadForRoute, type PageHead } from './pageHead';
import pLimit from 'p-limit';
import { CART_COOKIE } from '../../contract/cartCookies';
import { PRICES_COOKIE, shownTaxOfPricesCookie } from '../../contract/pricesCookie';
import { isRenderedForSomeVisitors, type RenderedPages } from './renderedPages';

/**
 * A later feature may give a page a better head than its route's (a typeface's own name,
 * a post's title and image). Answer undefined to keep the route's head.
 */
export type PageHeadResolver = (
  pathname: string,
  route: RouteMeta,
  routeHead: PageHead,
) => Promise<PageHead | undefined>;

export interface FrontendOptions {
  /** The Vite build: index.html and content-hashed assets/. */
  clientDir: string;
  /** The HTML template; the built-in shell is used when the file does not exist. */
  templatePath: string;
  foundryName: string;
  publicUrl: string;
  resolvePageHead?: PageHeadResolver;
  /** The Content-Security-Policy sent with every page, allowing the page's own inline styles. */
  contentSecurityPolicy: (styleHashes: readonly string[]) => string;
  /** Serve the build's source maps (*.map): never in production, where they would show the source. */
  serveSourceMaps: boolean;
  /** The pages the server renders with their data (none: every page is the shell). */
  pages?: RenderedPages;
  /** What every page's head carries: the site's own type, the foundry's JSON-LD. */
  siteHead?: () => Promise<
    Pick<PageHead, 'fontTags' | 'structuredData'> & { styleHashes: readonly string[] }
  >;
}

// HTML names the current asset hashes, so a browser must revalidate it after a deploy.
const HTML_CACHE = 'no-cache';
/**
 * A rendered page is the same for every visitor (a visitor's own parts arrive after
 * hydration), so a CDN or proxy in front may keep it: for 5 minutes, then serve its stale
 * copy for up to a day while it asks again (RFC 5861). A browser revalidates every time
 * (max-age=0) with the ETag, which changes with the page's bytes, so with the content
 * version. docs/operations.md tells how to purge a CDN on deploy.
 */
export const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** A page rendered for some visitors only (the empty cart): the browser's own, asked again. */
const VISITOR_PAGE_CACHE = 'private, no-cache';
const NOT_FOUND_PATH = '/404';

/** The path of a request URL as the browser sent it (page heads name it), without the query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** '/assets/a%20b.png' as the file's name; a malformed escape names no file. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '';
  }
}

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || lastSegment.includes('.');
}

/** Serves the built front end: files as they are, every page as index.html with its head. */
export async function frontendRoutes(app: FastifyInstance, options: FrontendOptions) {
  const files = await loadClientFiles(options.clientDir, {
    sourceMaps: options.serveSourceMaps,
  });

  let template: Promise<HtmlTemplate> | undefined;
  const site = { foundryName: options.foundryName, publicUrl: options.publicUrl };

  const siteHeadOf = async () => {
    const siteHead = await options.siteHead?.();
    return {
      siteHead,
      contentSecurityPolicy: options.contentSecurityPolicy(siteHead?.styleHashes ?? []),
    };
  };

  /** The page's head (a typeface's reads the catalogue and its prices). */
  const headOf = async (
    shownPath: string,
    shownRoute: RouteMeta,
    siteHead: Awaited<ReturnType<typeof siteHeadOf>>['siteHead'],
  ): Promise<PageHead> => {
    const routeHead = pageHeadForRoute(shownRoute, shownPath, site);
    const pageHead =
      (await options.resolvePageHead?.(shownPath, shownRoute, routeHead)) ?? routeHead;
    return siteHead
      ? {
          ...pageHead,
          fontTags: siteHead.fontTags,
          structuredData: [...siteHead.structuredData, ...pageHead.structuredData],
        }
      : pageHead;
  };

  /**
   * A rendered page is ~100 kB of HTML and the same for every visitor of its content version:
   * compressed and tagged once, with its head, its Content-Security-Policy and its status, so
   * a page sent again from memory makes none of them again (the site's head and its style
   * hashes change only with the content, which renders the page anew).
   */
  interface SentPage {
    file: EncodedFile;
    contentSecurityPolicy: string;
    status: number;
    route: RouteMeta;
    /** Compressed at a miss's moderate quality, and not yet again at the strongest. */
    moderate: boolean;
  }
  const sentPages = new WeakMap<RenderedPage, Promise<SentPage>>();
  // A page a visitor waited for is compressed again at the strongest quality once someone
  // asks for it a second time (a crawler's one-off addresses never are), one at a time on
  // libuv's thread pool: the newsletter's specimen then crosses the wire in 13 kB, not 16.
  const strengthening = pLimit(1);
  const strengthen = (sent: SentPage) => {
    sent.moderate = false;
    void strengthening(async () => {
      sent.file = { ...sent.file, body: await encodeBody(sent.file.body.identity) };
    }).catch(() => undefined);
  };
  const sentPage = (
    page: RenderedPage,
    pathname: string,
    route: RouteMeta,
    /** Rendered ahead of its visitors, with time for the strongest compression. */
    background: boolean,
  ): Promise<SentPage> => {
    let sent = sentPages.get(page);
    if (!sent) {
      sent = (async () => {
        // A page rendered as another route (a typeface that does not exist is the 404 page)
        // has that route's head too.
        const shownPath = page.path ?? pathname;
        const shownRoute = (page.path && matchRoute(page.path)) || route;
        const [{ siteHead, contentSecurityPolicy }, html] = await Promise.all([
          siteHeadOf(),
          (template ??= loadHtmlTemplate(options.templatePath)),
        ]);
        const text = html.render(
          await headOf(shownPath, shownRoute, siteHead),
          options.foundryName,
          page,
        );
        // A visitor waits for a miss: brotli at a moderate quality (1.5 ms rather than
        // 80–170 ms for some 15 % more bytes). The background warm-up has time for the strongest.
        const file: EncodedFile = {
          body: await encodeBody(text, background ? undefined : MISS_BROTLI_QUALITY),
          etag: bodyEtag(text),
          contentType: 'text/html; charset=utf-8',
          // A page rendered for some visitors only: kept by the browser alone, per cookie.
          ...(isRenderedForSomeVisitors(shownRoute) || page.forSomeVisitors
            ? { cacheControl: VISITOR_PAGE_CACHE, varyAlso: 'Cookie' }
            : { cacheControl: RENDERED_PAGE_CACHE }),
        };
        const status = shownRoute.path === NOT_FOUND_PATH ? 404 : page.status;
        return { file, contentSecurityPolicy, status, route: shownRoute, moderate: !background };
      })();
      sentPages.set(page, sent);
      // A page whose head could not be made is made again by the next request.
      sent.catch(() => sentPages.delete(page));
    }
    return sent;
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    route: RouteMeta,
    /** The address the page is rendered for (with its query); none: the shell is sent. */
    url?: string,
  ) => {
    const hasCart = Boolean(request.cookies?.[CART_COOKIE]);
    const shownTax = shownTaxOfPricesCookie(request.cookies?.[PRICES_COOKIE]);
    const page = url ? await options.pages?.get(url, { hasCart, shownTax }) : null;
    if (page) {
      const asked = sentPages.has(page);
      const sent = await sentPage(page, pathname, route, isInProcess(request));
      if (asked && sent.moderate) strengthen(sent);
      if (isNoIndex(sent.route)) reply.header('x-robots-tag', NO_INDEX);
      reply.code(sent.status).header('content-security-policy', sent.contentSecurityPolicy);
      return sendEncoded(request, reply, sent.file);
    }
    // The shell. A rendered page may be kept by a shared cache, so it sets no cookie: the
    // settings call every page makes first hands out the XSRF token, and so does the shell.
    reply.handOutXsrfToken();
    const [{ siteHead, contentSecurityPolicy }, html] = await Promise.all([
      siteHeadOf(),
      (template ??= loadHtmlTemplate(options.templatePath)),
    ]);
    if (isNoIndex(route)) reply.header('x-robots-tag', NO_INDEX);
    return reply
      .code(route.path === NOT_FOUND_PATH ? 404 : 200)
      .header('content-security-policy', contentSecurityPolicy)
      .header('cache-control', HTML_CACHE)
      .type('text/html; charset=utf-8')
      .send(html.render(await headOf(pathname, route, siteHead), options.foundryName));
  };

  const notFoundRoute = (): RouteMeta => {
    const route = matchRoute(NOT_FOUND_PATH);
    if (!route) throw new Error('The route table has no /404 route');
    return route;
  };

  const servePath = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    // `//x` is no address of the site (a URL parser reads it as a host): not found, as any.
    if (pathname.includes('//')) return reply.callNotFound();

    const alias = ROUTE_ALIASES[pathname.replace(/\/+$/, '') || '/'];
    if (alias) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${alias}${query}`, 301);
    }

    if (looksLikeFile(pathname)) {
      // index.html is the page template: served raw it would have no page head.
      if (pathname === '/index.html')
        return sendPage(request, reply, NOT_FOUND_PATH, notFoundRoute());
      const file = files.get(decodedPath(pathname));
      return file ? sendEncoded(request, reply, file) : reply.callNotFound();
    }

    const route = matchRoute(pathname);
    // A list's first page has one address, the one without `?page=1` (docs/spec.md §2).
    const firstPageQuery = route?.query?.includes(PAGE_PARAM)
      ? queryWithoutFirstPage(request.url.slice(pathname.length))
      : undefined;
    if (firstPageQuery !== undefined) return reply.redirect(`${pathname}${firstPageQuery}`, 301);
    // An unknown path gets the 404 page's head and status; the client router shows /404.
    return route
      ? sendPage(request, reply, pathname, route, request.url)
      : sendPage(request, reply, pathname, notFoundRoute());
  };
  // API paths never reach this route: the router gives them to apiNotFoundRoutes.
  app.get('/*', servePath);
  // A page whose address holds a link secret gets a route of its own: the router then names
  // the secret parameter, and the request log redacts it (src/server/security/urlSecrets.ts).
  for (const { path, linkSecret } of ROUTES) {
    if (linkSecret) app.get(path, { config: { linkSecrets: [linkSecret] } }, servePath);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url);
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    // A missing file asked for by a browser tab gets the 404 page; by a script, JSON.
    if (wantsPage) return sendPage(request, reply, pathname, notFoundRoute());
    throw HttpError.of(404, NOT_FOUND_MESSAGE, 'not_found');
  });
}
