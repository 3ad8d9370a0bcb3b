import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { matchRoute, ROUTE_ALIASES, type RouteMeta } from '../../domain/site/routeTable';
import { isApiPath, pathOf } from '../http/apiPaths';
import { HttpError } from '../http/HttpError';
import { loadHtmlTemplate, type HtmlTemplate } from './htmlTemplate';
import { pageHeadForRoute, type PageHead } from './pageHead';

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
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
// HTML names the current asset hashes, so a browser must revalidate it after a deploy.
const HTML_CACHE = 'no-cache';
const NOT_FOUND_PATH = '/404';
// Vite names its output `name-HASH.ext`; only such a file can be cached forever. Files from
// public/ (the placeholder and social images) keep their names across deploys.
const CONTENT_HASHED = /^assets\/.*-[\w-]{8}\.[a-z0-9]+$/i;
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || lastSegment.includes('.');
}

/** Serves the built front end: files as they are, every page as index.html with its head. */
export async function frontendRoutes(app: FastifyInstance, options: FrontendOptions) {
  await app.register(fastifyStatic, {
    root: options.clientDir,
    serve: false, // files are sent by the route below, which decides between file and page
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent to whoever
    // accepts them, with Vary: Accept-Encoding, instead of compressing on every request.
    preCompressed: true,
    suppressWarning: true, // server tests and API-only development run without a build
    setHeaders(reply, filePath) {
      // A precompressed copy (app-HASH.js.br) is cached as the asset it stands for.
      const relative = path
        .relative(options.clientDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(PRECOMPRESSED_SUFFIX, '');
      reply.header(
        'cache-control',
        CONTENT_HASHED.test(relative) ? IMMUTABLE_CACHE : 'public, max-age=3600',
      );
    },
  });

  let template: Promise<HtmlTemplate> | undefined;
  const site = { foundryName: options.foundryName, publicUrl: options.publicUrl };

  const sendPage = async (reply: FastifyReply, pathname: string, route: RouteMeta) => {
    template ??= loadHtmlTemplate(options.templatePath);
    const routeHead = pageHeadForRoute(route, pathname, site);
    const head = (await options.resolvePageHead?.(pathname, route, routeHead)) ?? routeHead;
    return reply
      .code(route.path === NOT_FOUND_PATH ? 404 : 200)
      .header('cache-control', HTML_CACHE)
      .type('text/html; charset=utf-8')
      .send((await template).render(head, options.foundryName));
  };

  const notFoundRoute = (): RouteMeta => {
    const route = matchRoute(NOT_FOUND_PATH);
    if (!route) throw new Error('The route table has no /404 route');
    return route;
  };

  app.get('/*', async (request, reply) => {
    const pathname = pathOf(request.url);
    if (isApiPath(pathname)) throw HttpError.of(404, 'Not found.', 'not_found');

    const alias = ROUTE_ALIASES[pathname.replace(/\/+$/, '') || '/'];
    if (alias) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${alias}${query}`, 301);
    }

    if (looksLikeFile(pathname)) {
      // index.html is the page template: served raw it would have no page head.
      if (pathname === '/index.html') return sendPage(reply, NOT_FOUND_PATH, notFoundRoute());
      return reply.sendFile(pathname);
    }

    const route = matchRoute(pathname);
    // An unknown path gets the 404 page's head and status; the client router shows /404.
    return route ? sendPage(reply, pathname, route) : sendPage(reply, pathname, notFoundRoute());
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url);
    const wantsPage =
      request.method === 'GET' &&
      !isApiPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    // A missing file asked for by a browser tab gets the 404 page; by a script, JSON.
    if (wantsPage) return sendPage(reply, pathname, notFoundRoute());
    throw HttpError.of(404, 'Not found.', 'not_found');
  });
}
