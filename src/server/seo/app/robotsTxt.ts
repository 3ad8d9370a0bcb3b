import { ROUTES } from '../../../site/routeTable';
import { API_PREFIX } from '../../http/apiPaths';

/**
 * robots.txt: crawlers may read every public page; the API, accounts, the cart and the
 * checkout are a visitor's own business. Paths come from the route table, so a new private
 * route is kept out without editing this file.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePrefixes = new Set<string>([`${API_PREFIX}/`, '/cart', '/checkout']);
  for (const route of ROUTES.filter((candidate) => candidate.access !== 'public')) {
    privatePrefixes.add(route.path.split('/:')[0] ?? route.path);
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...privatePrefixes].sort().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
