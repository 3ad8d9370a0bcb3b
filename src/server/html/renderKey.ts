import type { RouteMeta } from '../../site/routeTable';

/**
 * The address a page is rendered for and cached under: its path, without a trailing slash
 * (the router ignores one), and only the query parameters its route reads (RouteMeta.query),
 * in a fixed order. Every other parameter (utm_*, mc_eid, fbclid, anything a link adds) never
 * changes what the page shows, so `/typeface/x?mc_eid=1` and `/typeface/x?mc_eid=2` are one
 * render and one cache entry: a newsletter's per-recipient links cost no render each.
 */
export function renderKey(url: URL, route: RouteMeta): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const read = new URLSearchParams();
  for (const name of [...(route.query ?? [])].sort()) {
    for (const value of url.searchParams.getAll(name)) read.append(name, value);
  }
  const query = read.toString();
  return query ? `${path}?${query}` : path;
}
