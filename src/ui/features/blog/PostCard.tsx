import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../application/blog/BlogPost';
import { LazyImage } from '../../components/LazyImage';
import { postPath } from '../../components/postPath';
import { Tags } from '../../components/Tags';

/** docs/spec.md §2: a post card shows image, name, excerpt, category tags and family tags. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const href = postPath(post);
  return (
    <article className="post-card">
      <Link to={href} className="post-card__image-link" tabIndex={-1} aria-hidden="true">
        <LazyImage src={post.image} alt="" className="post-card__image" />
      </Link>
      <h2 className="post-card__name">
        <Link to={href}>{post.name}</Link>
      </h2>
      <p className="post-card__excerpt">{post.excerpt}</p>
      <Tags categories={post.categories} families={post.families} />
    </article>
  );
}
