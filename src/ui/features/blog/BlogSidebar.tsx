import { observer } from 'mobx-react-lite';
import type { BlogSidebarStore } from '../../../application/blog/BlogSidebarStore';
import { FONTS_IN_USE_FILTER } from '../../../application/blog/blogPageSizes';
import { TOKENS } from '../../../application/tokens';
import { SideNav, SideNavLink } from '../../components/SideNav';
import { useInjection } from '../../di/useInjection';
import { useLoadOnRender } from '../../components/useLoadOnRender';

/**
 * docs/spec.md §2 blog sidebar: 'Fonts in use', then 'Show all posts about' the typefaces and the
 * categories. 'in-use' and every typeface page highlight 'Fonts in use'.
 */
export const BlogSidebar = observer(function BlogSidebar({ active }: { active?: string }) {
  const sidebar = useInjection<BlogSidebarStore>(TOKENS.BlogSidebarStore);
  useLoadOnRender(() => sidebar.load(), [sidebar]);
  const typefaces = sidebar.links.value?.typefaces ?? [];
  const categories = (sidebar.links.value?.categories ?? []).filter(
    (category) => category.slug !== FONTS_IN_USE_FILTER,
  );
  const fontsInUseActive =
    active === FONTS_IN_USE_FILTER || typefaces.some((typeface) => typeface.page === active);

  return (
    <SideNav label="Blog" sticky>
      <p className="blog-sidebar__main">
        <SideNavLink to={`/blog/${FONTS_IN_USE_FILTER}`} active={fontsInUseActive}>
          Fonts in use
        </SideNavLink>
      </p>
      <h2 className="side-nav__heading">Show all posts about</h2>
      <ul className="side-nav__list side-nav__list--inline">
        {typefaces.map((typeface) => (
          <li key={typeface.page}>
            <SideNavLink to={`/blog/${typeface.page}`} active={active === typeface.page}>
              {typeface.name}
            </SideNavLink>
          </li>
        ))}
      </ul>
      <ul className="side-nav__list side-nav__list--inline">
        {categories.map((category) => (
          <li key={category.slug}>
            <SideNavLink to={`/blog/${category.slug}`} active={active === category.slug}>
              {category.name}
            </SideNavLink>
          </li>
        ))}
      </ul>
    </SideNav>
  );
});
