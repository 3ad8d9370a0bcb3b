import { Link } from 'react-router-dom';
import type { RecentPost } from '../../application/blog/BlogPost';
import { LazyImage } from './LazyImage';
import { postPath } from './postPath';
import './RecentPosts.css';

/** docs/spec.md §2: a post with a typeface reads '{typeface} in use'; otherwise its description. */
function recentPostLine(post: RecentPost): string {
  return post.typeface ? `${post.typeface} in use` : (post.description ?? '');
}

/** 'Recent blog posts' (home, single post, typeface page): image, name, typeface or description. */
export function RecentPosts({
  posts,
  heading = 'Recent blog posts',
}: {
  posts: readonly RecentPost[];
  heading?: string;
}) {
  if (posts.length === 0) return null;
  return (
    <section className="recent-posts" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className="recent-posts__list">
        {posts.map((post) => (
          <li key={`${post.category}/${post.slug}`}>
            <Link to={postPath(post)} className="recent-posts__link">
              <LazyImage src={post.image} alt="" className="recent-posts__image" />
              <span className="recent-posts__name">{post.name}</span>
              <span className="recent-posts__line">{recentPostLine(post)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
