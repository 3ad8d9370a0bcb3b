import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { BlogSidebarStore } from '../../../application/blog/BlogSidebarStore';
import { FONTS_IN_USE_FILTER } from '../../../application/blog/blogPageSizes';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

function FilterLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link to={to} className="blog-sidebar__link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * Spec §2 blog sidebar: 'Fonts in use', then 'Show all posts about' the typefaces and the
 * categories. 'in-use' and every typeface page highlight 'Fonts in use'.
 */
export const BlogSidebar = observer(function BlogSidebar({ active }: { active?: string }) {
  const sidebar = useInjection<BlogSidebarStore>(TOKENS.BlogSidebarStore);
  useEffect(() => void sidebar.load(), [sidebar]);
  const typefaces = sidebar.links.value?.typefaces ?? [];
  const categories = (sidebar.links.value?.categories ?? []).filter(
    (category) => category.slug !== FONTS_IN_USE_FILTER,
  );
  const fontsInUseActive =
    active === FONTS_IN_USE_FILTER || typefaces.some((typeface) => typeface.page === active);

  return (
    <nav className="blog-sidebar" aria-label="Blog">
      <p className="blog-sidebar__main">
        <FilterLink to={`/blog/${FONTS_IN_USE_FILTER}`} active={fontsInUseActive}>
          Fonts in use
        </FilterLink>
      </p>
      <h2 className="blog-sidebar__heading">Show all posts about</h2>
      <ul className="blog-sidebar__list">
        {typefaces.map((typeface) => (
          <li key={typeface.page}>
            <FilterLink to={`/blog/${typeface.page}`} active={active === typeface.page}>
              {typeface.name}
            </FilterLink>
          </li>
        ))}
      </ul>
      <ul className="blog-sidebar__list">
        {categories.map((category) => (
          <li key={category.slug}>
            <FilterLink to={`/blog/${category.slug}`} active={active === category.slug}>
              {category.name}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
