import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The page number in the `page` query parameter (docs/spec.md §2), and the address of any page. */
export function usePageParam(): { page: number; hrefOf: (page: number) => string } {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Number(params.get('page') ?? '1');
  const hrefOf = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      // docs/spec.md §2: "Page 1 removes the parameter."
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );
  return { page: Number.isFinite(page) ? page : 1, hrefOf };
}
