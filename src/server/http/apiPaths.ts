/** Every API call lives under this prefix (spec §7: version segment v1 under an api path). */
export const API_PREFIX = '/api/v1';

/** The path of a raw request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Anything under /api answers JSON, never the HTML shell, even for unknown versions. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
