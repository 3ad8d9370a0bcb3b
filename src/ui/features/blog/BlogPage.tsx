import { BLOG_INDEX_PAGE_SIZE } from '../../../application/blog/blogPageSizes';
import { BlogSidebar } from './BlogSidebar';
import { PostList } from './PostList';
import { useBlogList } from './useBlogList';
import './blog.css';

/** /blog: 15 posts a page with the full pagination (spec §2). */
export default function BlogPage() {
  const { store, hrefOf } = useBlogList(BLOG_INDEX_PAGE_SIZE);
  return (
    <div className="page blog-layout">
      <BlogSidebar />
      <section className="blog-layout__main">
        <h1>Blog</h1>
        <PostList store={store} hrefOf={hrefOf} variant="index" />
      </section>
    </div>
  );
}
