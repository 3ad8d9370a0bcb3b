import { absoluteUrl } from '../seo/app/absoluteUrl';
import { documentTitle, isNoIndex, type RouteMeta } from '../../site/routeTable';
import { pageSocialSlug } from '../seo/app/socialCardFacts';
import { socialImagePath } from '../seo/app/socialImagePath';
import type { StructuredData } from '../seo/app/structuredData';

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
  /** JSON-LD descriptions of the page (seo/app/structuredData.ts), beside the site's own. */
  structuredData: StructuredData[];
  /** The site's own type: its faces, fallbacks and preloaded file (siteType/app/siteTypeHead.ts). */
  fontTags: string;
  /** Font files this page's first screen sets text in, beyond the site's own type. */
  fontPreloads?: readonly string[];
  /**
   * Font files preloaded at the top of the body, after the head's stylesheet and script
   * (renderHead.ts, `renderBodyTags`): asked for with the page, but never before the files its
   * first paint waits for.
   */
  bodyFontPreloads?: readonly string[];
  /** `<meta name="robots">`, for a page no search engine may index (the back office). */
  robots?: string;
}

/** What a page that must not be indexed says in its head and its X-Robots-Tag header. */
export const NO_INDEX = 'noindex, nofollow';

export function pageHeadForRoute(
  route: RouteMeta,
  pathname: string,
  site: { foundryName: string; publicUrl: string },
): PageHead {
  return {
    title: documentTitle(route.title, site.foundryName),
    description: route.description,
    image: absoluteUrl(site.publicUrl, socialImagePath('page', pageSocialSlug(route.path))),
    // Canonical: the path alone, without a query or a trailing slash.
    url: absoluteUrl(site.publicUrl, pathname.replace(/\/+$/, '') || '/'),
    bodyClass: route.bodyClass,
    ogType: 'website',
    structuredData: [],
    fontTags: '',
    ...(isNoIndex(route) && { robots: NO_INDEX }),
  };
}
