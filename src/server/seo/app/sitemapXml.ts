import { escapeHtml } from '../../markup/escapeHtml';
import { absoluteUrl } from './absoluteUrl';
import type { PublicPage } from '../../catalogue/app/publicPages';

/** The sitemaps.org XML of the site's public pages, each with its last change. */
export function sitemapXml(pages: readonly PublicPage[], publicUrl: string): string {
  const entries = pages.map(
    (page) =>
      `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, page.path))}</loc>` +
      `<lastmod>${page.lastModified}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
