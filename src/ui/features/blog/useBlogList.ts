import { autorun } from 'mobx';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BlogGateway } from '../../../application/blog/BlogGateway';
import { BlogListStore } from '../../../application/blog/BlogListStore';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { usePageParam } from './usePageParam';

/**
 * A post list bound to the address: loads the page in ?page, scrolls to the top when the page
 * changes, and replaces an out-of-range page with the last one (spec §2).
 */
export function useBlogList(pageSize: number, filter?: string) {
  const gateway = useInjection<BlogGateway>(TOKENS.BlogGateway);
  const [store] = useState(() => new BlogListStore(gateway, pageSize, filter));
  const { page, hrefOf } = usePageParam();
  const navigate = useNavigate();

  useEffect(() => {
    window.scrollTo(0, 0);
    void store.load(page);
  }, [store, page]);

  useEffect(
    () =>
      autorun(() => {
        if (store.correctedPage !== null) navigate(hrefOf(store.correctedPage), { replace: true });
      }),
    [store, navigate, hrefOf],
  );

  return { store, hrefOf };
}
