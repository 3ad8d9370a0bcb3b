import { BLOG_INDEX_PAGE_SIZE } from '../../../application/blog/blogPageSizes';
import { SideNavLayout } from '../../components/SideNavLayout';
import { BlogSidebar } from './BlogSidebar';
import { PostList } from './PostList';
import { useBlogList } from './useBlogList';
import './blog.css';

/** /blog: 15 posts a page with the full pagination (docs/spec.md §2). */
export default function BlogPage() {
  const { store, hrefOf } = useBlogList(BLOG_INDEX_PAGE_SIZE);
  return (
    <SideNavLayout nav={<BlogSidebar />}>
      <h1>Blog</h1>
      <PostList store={store} hrefOf={hrefOf} variant="index" />
    </SideNavLayout>
  );
}
