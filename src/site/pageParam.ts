/**
 * The page number of a paginated list, in the query parameter `page` (docs/spec.md §2: "The
 * page number is in the query parameter page. Page 1 removes the parameter."). Read the same
 * way by the browser's router and by the server, which answers `?page=1` with a redirect to
 * the address without it before any page is rendered.
 */
export const PAGE_PARAM = 'page';

/** The page a `page` value asks for: missing, malformed or below 1 reads as the first page. */
export function pageNumberOf(value: string | null): number {
  const page = Math.floor(Number(value ?? '1'));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * The query a list's address should carry, when the one given names the first page: the
 * same parameters without `page`. Undefined when the address is already canonical.
 */
export function queryWithoutFirstPage(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const value = params.get(PAGE_PARAM);
  if (value === null || pageNumberOf(value) !== 1) return undefined;
  params.delete(PAGE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
