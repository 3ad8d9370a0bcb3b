import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './SideNav.css';

interface SideNavProps {
  label: string;
  /** Stays in view while the page scrolls (wide screens); for short navigations only. */
  sticky?: boolean;
  children: ReactNode;
}

/** The side navigation of the blog and the commissions (docs/spec.md §2), beside a SideNavLayout's content. */
export function SideNav({ label, sticky = false, children }: SideNavProps) {
  return (
    <nav className={sticky ? 'side-nav side-nav--sticky' : 'side-nav'} aria-label={label}>
      {children}
    </nav>
  );
}

/** A side navigation link; the page it leads to is highlighted while open (docs/spec.md §2). */
export function SideNavLink({
  to,
  active,
  children,
}: {
  to: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="side-nav__link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
