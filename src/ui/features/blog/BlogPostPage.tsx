import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { BlogGateway } from '../../../application/blog/BlogGateway';
import type { BlogPost } from '../../../application/blog/BlogPost';
import { TOKENS } from '../../../application/tokens';
import { ArticleWithSidebar } from '../../components/ArticleWithSidebar';
import { FontsInUseBox } from '../../components/FontsInUseBox';
import { LazyImage } from '../../components/LazyImage';
import { RecentPosts } from '../../components/RecentPosts';
import { ResourceView } from '../../components/ResourceView';
import { RichContent } from '../../components/RichContent';
import { SideNavLayout } from '../../components/SideNavLayout';
import { Tags } from '../../components/Tags';
import { usePageMeta } from '../../components/usePageMeta';
import { useRemoteResource } from '../../components/useRemoteResource';
import { formatDate } from '../../components/formatDate';
import { useInjection } from '../../di/useInjection';
import { BlogSidebar } from './BlogSidebar';
import './blog.css';

/** docs/spec.md §2: "A post in the category studio-portrait sets a studio-portrait flag." */
const STUDIO_PORTRAIT = 'studio-portrait';

function PostArticle({ post }: { post: BlogPost }) {
  const { meta } = post;
  const isStudioPortrait =
    post.category === STUDIO_PORTRAIT || meta.categories.some((c) => c.slug === STUDIO_PORTRAIT);
  const pageMeta = useMemo(
    () => ({
      title: (abbreviation: string) => `${abbreviation} – ${post.name}`,
      description: meta.description || post.description,
      image: meta.thumbImage,
    }),
    [post, meta],
  );
  usePageMeta(pageMeta);

  return (
    <>
      <article
        className={isStudioPortrait ? 'post post--studio-portrait' : 'post'}
        data-studio-portrait={isStudioPortrait || undefined}
      >
        <header className="post__header">
          <p className="eyebrow">
            <time dateTime={meta.date}>{formatDate(meta.date)}</time>
          </p>
          <h1>{post.name}</h1>
          <Tags categories={meta.categories} families={meta.families} />
        </header>
        <LazyImage src={meta.thumbImage} alt="" className="post__image" aboveFold />
        <ArticleWithSidebar
          sidebarLabel="About this post"
          sidebar={
            <>
              {meta.designer && (
                <p>
                  <span className="eyebrow">Design</span>
                  <br />
                  {meta.designer}
                </p>
              )}
              {meta.sidebarText && <p className="article-with-sidebar__text">{meta.sidebarText}</p>}
            </>
          }
        >
          <RichContent html={post.html} className="post__content" />
        </ArticleWithSidebar>
      </article>
      <FontsInUseBox />
      <RecentPosts posts={post.blogs} />
    </>
  );
}

/** /blog/{category}/{slug}: one post (docs/spec.md §2 Single post). */
export default function BlogPostPage() {
  const { category = '', slug = '' } = useParams();
  const gateway = useInjection<BlogGateway>(TOKENS.BlogGateway);
  const post = useRemoteResource(() => gateway.post(category, slug), [gateway, category, slug]);
  return (
    <SideNavLayout nav={<BlogSidebar active={category} />}>
      <ResourceView resource={post}>{(value) => <PostArticle post={value} />}</ResourceView>
    </SideNavLayout>
  );
}
