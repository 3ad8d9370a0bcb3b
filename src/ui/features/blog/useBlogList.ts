import { autorun } from 'mobx';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BlogGateway } from '../../../application/blog/BlogGateway';
import { BlogListStore } from '../../../application/blog/BlogListStore';
import { TOKENS } from '../../../application/tokens';
import { suspendUntil } from '../../components/suspendUntil';
import { useFirstRender } from '../../components/useFirstRender';
import { useInjection } from '../../di/useInjection';
import { usePageParam } from './usePageParam';

/**
 * A post list bound to the address: loads the page in ?page, scrolls to the top when the page
 * changes, and replaces an out-of-range page with the last one (docs/spec.md §2).
 */
export function useBlogList(pageSize: number, filter?: string) {
  const gateway = useInjection<BlogGateway>(TOKENS.BlogGateway);
  const { initial, waits } = useFirstRender();
  const place = useId();
  const [store] = useState(() => {
    const create = () => new BlogListStore(gateway, pageSize, filter);
    return waits ? initial.keptAt(place, create) : create();
  });
  const { page, hrefOf, namesFirstPage } = usePageParam();
  const navigate = useNavigate();

  // docs/spec.md §2: "Page 1 removes the parameter", for a link inside the app too.
  useEffect(() => {
    if (namesFirstPage) navigate(hrefOf(1), { replace: true });
  }, [namesFirstPage, navigate, hrefOf]);

  useEffect(() => {
    initial.mounted(place);
    // The first render (the server's, hydrated here) came with this page's posts.
    if (store.page === page && store.request.status === 'loaded') return;
    window.scrollTo(0, 0);
    void store.load(page);
  }, [store, page, initial, place]);

  useEffect(
    () =>
      autorun(() => {
        if (store.correctedPage !== null) navigate(hrefOf(store.correctedPage), { replace: true });
      }),
    [store, navigate, hrefOf],
  );

  // In a page's first render the list waits for its posts, so the HTML holds them.
  if (waits) suspendUntil(initial.waitFor(place, () => store.load(page)));
  return { store, hrefOf };
}
