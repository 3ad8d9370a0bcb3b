/** docs/spec.md §9: "Pagination shows up to 7 links." */
export const MAX_PAGINATION_LINKS = 7;

/** A numbered page link, or a gap standing for the pages left out. */
export type PaginationSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** How many pages `total` items fill at `pageSize` a page (at least one, so page 1 always exists). */
export function lastPageOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A requested page brought into 1…last (docs/spec.md §2: "A page request outside the range is corrected"). */
export function clampPage(requested: number, last: number): number {
  if (!Number.isFinite(requested)) return 1;
  return Math.min(Math.max(1, Math.trunc(requested)), Math.max(1, last));
}

/**
 * The numbered links of a pagination bar: never more than `maxLinks` slots, the first and
 * the last page always present, the current page always present with its neighbours, and a
 * gap (ellipsis) wherever pages are skipped. With few pages every page is shown.
 */
export function paginationWindow(
  current: number,
  last: number,
  maxLinks: number = MAX_PAGINATION_LINKS,
): PaginationSlot[] {
  const page = (n: number): PaginationSlot => ({ kind: 'page', page: n });
  if (last <= maxLinks) return Array.from({ length: last }, (_, i) => page(i + 1));

  // First, last and two gaps take four slots; the rest is a run around the current page.
  const inner = Math.max(1, maxLinks - 4);
  const at = clampPage(current, last);
  // Near an end only one gap is needed, so the run grows by the slot the other gap would take.
  if (at <= inner + 1) {
    const run = Array.from({ length: inner + 2 }, (_, i) => page(i + 1));
    return [...run, { kind: 'gap', key: 'end' }, page(last)];
  }
  if (at >= last - inner) {
    const start = last - inner - 1;
    const run = Array.from({ length: inner + 2 }, (_, i) => page(start + i));
    return [page(1), { kind: 'gap', key: 'start' }, ...run];
  }
  const start = at - Math.floor((inner - 1) / 2);
  const run = Array.from({ length: inner }, (_, i) => page(start + i));
  return [page(1), { kind: 'gap', key: 'start' }, ...run, { kind: 'gap', key: 'end' }, page(last)];
}
