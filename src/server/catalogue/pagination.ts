import { MAX_PAGE_SIZE, type PageQuery } from '../../contract/pageQuery';
import { HttpError } from '../http/HttpError';

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
export function pageRequest(query: PageQuery, defaultCount: number): PageRequest {
  return { count: query.count ?? defaultCount, page: query.page ?? 1 };
}

/** Reads `count` and `page` from a query string; a malformed value is the caller's mistake (400). */
export function parsePageRequest(query: unknown, defaultCount: number): PageRequest {
  const values = (query ?? {}) as Record<string, unknown>;
  return {
    count: positiveInteger(values.count, 'count', defaultCount, MAX_PAGE_SIZE),
    page: positiveInteger(values.page, 'page', 1, Number.MAX_SAFE_INTEGER),
  };
}

export function pageWindow(total: number, request: PageRequest): PageWindow {
  const lastPage = Math.max(1, Math.ceil(total / request.count));
  const page = Math.min(request.page, lastPage);
  return { page, last_page: lastPage, count: request.count, offset: (page - 1) * request.count };
}

function positiveInteger(raw: unknown, field: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw HttpError.of(
      400,
      `${field} must be a whole number from 1 to ${max}.`,
      'invalid_query',
      field,
    );
  }
  return Number(raw);
}
