import type { PageQuery } from '../../../contract/pageQuery';

/** The blog's and the case studies' lists when the query names no page size (docs/spec.md §7). */
const DEFAULT_PAGE_SIZE = 15;

export interface PageRequest {
  count: number;
  page: number;
}

/** Where a requested page landed: out-of-range pages are moved to the nearest real one. */
export interface PageWindow {
  page: number;
  last_page: number;
  count: number;
  offset: number;
}

/** A page the contract's query let through (src/contract/pageQuery.ts), its defaults filled in. */
export function pageRequest(query: PageQuery, defaultCount = DEFAULT_PAGE_SIZE): PageRequest {
  return { count: query.count ?? defaultCount, page: query.page ?? 1 };
}

/** `count:page` of a request, defaults filled in: the cache key of its answer. */
export function pageKey(query: PageQuery): string {
  const { count, page } = pageRequest(query);
  return `${count}:${page}`;
}

export function pageWindow(total: number, request: PageRequest): PageWindow {
  const lastPage = Math.max(1, Math.ceil(total / request.count));
  const page = Math.min(request.page, lastPage);
  return { page, last_page: lastPage, count: request.count, offset: (page - 1) * request.count };
}
