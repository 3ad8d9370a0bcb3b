import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import type { BlogSidebarStore } from '../../../application/blog/BlogSidebarStore';
import {
  BLOG_FILTER_PAGE_SIZE,
  FONTS_IN_USE_FILTER,
} from '../../../application/blog/blogPageSizes';
import { TOKENS } from '../../../application/tokens';
import { SideNavLayout } from '../../components/SideNavLayout';
import { useInjection } from '../../di/useInjection';
import { BlogSidebar } from './BlogSidebar';
import { PostList } from './PostList';
import { useBlogList } from './useBlogList';
import './blog.css';

/** The filter's name as a heading, once the sidebar's links say what the slug stands for. */
const FilterHeading = observer(function FilterHeading({ filter }: { filter: string }) {
  const links = useInjection<BlogSidebarStore>(TOKENS.BlogSidebarStore).links.value;
  const name =
    filter === FONTS_IN_USE_FILTER
      ? 'Fonts in use'
      : (links?.typefaces.find((t) => t.page === filter)?.name ??
        links?.categories.find((c) => c.slug === filter)?.name ??
        'Blog');
  return <h1>{name}</h1>;
});

function FilteredPosts({ filter }: { filter: string }) {
  const { store, hrefOf } = useBlogList(BLOG_FILTER_PAGE_SIZE, filter);
  return <PostList store={store} hrefOf={hrefOf} variant="more" />;
}

/** /blog/{filter}: a category, a typeface or 'in-use'; 24 posts a page (docs/spec.md §2). */
export default function BlogFilterPage() {
  const { filter = FONTS_IN_USE_FILTER } = useParams();
  return (
    <SideNavLayout nav={<BlogSidebar active={filter} />}>
      <FilterHeading filter={filter} />
      {/* A new filter is a new list: keyed, so its store starts afresh. */}
      <FilteredPosts key={filter} filter={filter} />
    </SideNavLayout>
  );
}
