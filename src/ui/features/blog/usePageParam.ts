import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, pageNumberOf } from '../../../site/pageParam';

/** The page number in the `page` query parameter (docs/spec.md §2), and the address of any page. */
export function usePageParam(): {
  page: number;
  hrefOf: (page: number) => string;
  /** The address names page 1 by its parameter, which page 1 drops. */
  namesFirstPage: boolean;
} {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageNumberOf(params.get(PAGE_PARAM));
  const hrefOf = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      // docs/spec.md §2: "Page 1 removes the parameter."
      if (target <= 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(target));
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );
  return { page, hrefOf, namesFirstPage: page === 1 && params.has(PAGE_PARAM) };
}
