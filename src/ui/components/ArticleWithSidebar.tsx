import type { ReactNode } from 'react';
import './ArticleWithSidebar.css';

interface ArticleWithSidebarProps {
  /** Names the sidebar for screen readers, e.g. "About this post". */
  sidebarLabel: string;
  sidebar: ReactNode;
  /** The article's text. */
  children: ReactNode;
}

/**
 * The body of a blog post or a case study (docs/spec.md §2): the text, then its sidebar; side by side
 * on wide screens. Free sidebar text goes in an element with the class
 * `article-with-sidebar__text`, which keeps its line breaks.
 */
export function ArticleWithSidebar({ sidebarLabel, sidebar, children }: ArticleWithSidebarProps) {
  return (
    <div className="article-with-sidebar">
      {children}
      <aside className="article-with-sidebar__sidebar" aria-label={sidebarLabel}>
        {sidebar}
      </aside>
    </div>
  );
}
