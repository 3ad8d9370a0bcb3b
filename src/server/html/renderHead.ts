import { structuredDataScript } from '../seo/app/structuredData';
import { escapeHtml } from '../markup/escapeHtml';
import type { PageHead } from './pageHead';

const preload = (href: string) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`;

/**
 * The tags that describe one page to crawlers and link previews, and the site's own type
 * (first: its preload should start before anything else is asked for).
 */
export function renderHeadTags(head: PageHead, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    ...(head.fontPreloads ?? []).map(preload),
    ...(head.fontTags ? [head.fontTags] : []),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.structuredData.map(structuredDataScript),
  ].join('\n    ');
}

/**
 * The preloads that follow the head's stylesheet and script in the document, so the browser
 * asks for them after those. Over HTTP/1.1 it opens six connections to a host: a specimen's
 * seventh request in the head was its stylesheet, which then waited for the HTML's
 * connection, and the first paint on the throttled phone came 0.2 s later.
 */
export function renderBodyTags(head: PageHead): string {
  return (head.bodyFontPreloads ?? []).map(preload).join('\n    ');
}
