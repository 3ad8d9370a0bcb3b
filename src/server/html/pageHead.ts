import { DEFAULT_SOCIAL_IMAGE, documentTitle, type RouteMeta } from '../../domain/site/routeTable';

/** What the server puts in a page's `<head>` and `<body>` before any JavaScript runs. */
export interface PageHead {
  /** The full document title. */
  title: string;
  description: string;
  /** Absolute URL of the social preview image. */
  image: string;
  /** Absolute canonical URL of the page. */
  url: string;
  bodyClass: string;
  ogType: 'website' | 'article';
}

/** Absolute URL from a site path or an already absolute URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function pageHeadForRoute(
  route: RouteMeta,
  pathname: string,
  site: { foundryName: string; publicUrl: string },
): PageHead {
  return {
    title: documentTitle(route.title, site.foundryName),
    description: route.description,
    image: absoluteUrl(site.publicUrl, DEFAULT_SOCIAL_IMAGE),
    url: absoluteUrl(site.publicUrl, pathname),
    bodyClass: route.bodyClass,
    ogType: 'website',
  };
}
