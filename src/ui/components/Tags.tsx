import { Link } from 'react-router-dom';
import './Button.css';

interface Tag {
  name: string;
  slug: string;
}

/** Category and family tags of a post; each leads to the posts filtered by it (/blog/{slug}). */
export function Tags({ categories, families }: { categories: Tag[]; families: Tag[] }) {
  const tags = [...categories, ...families];
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={`/blog/${tag.slug}`}>{tag.name}</Link>
        </li>
      ))}
    </ul>
  );
}
