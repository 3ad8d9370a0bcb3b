import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { BlogListStore } from '../../../application/blog/BlogListStore';
import { FontsInUseBox } from '../../components/FontsInUseBox';
import { Loader } from '../../components/Loader';
import { Pagination } from '../../components/Pagination';
import { PostCard } from './PostCard';

interface PostListProps {
  store: BlogListStore;
  hrefOf: (page: number) => string;
  variant: 'index' | 'more';
}

/** The cards of one page, the 'Fonts in use' box after the first, and the pagination. */
export const PostList = observer(function PostList({ store, hrefOf, variant }: PostListProps) {
  const { request } = store;
  if (request.status === 'failed') {
    return (
      <p className="page-error" role="alert">
        The posts could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (request.isLoading) return <Loader page />;
  if (store.posts.length === 0) return <p>No posts here yet.</p>;
  return (
    <>
      <div className="post-list">
        {store.posts.map((post, index) => (
          <Fragment key={`${post.category}/${post.slug}`}>
            <PostCard post={post} />
            {index === 0 && <FontsInUseBox />}
          </Fragment>
        ))}
      </div>
      {store.needsPagination && (
        <Pagination current={store.page} last={store.lastPage} hrefOf={hrefOf} variant={variant} />
      )}
    </>
  );
});
