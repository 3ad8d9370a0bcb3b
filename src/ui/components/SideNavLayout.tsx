import type { ReactNode } from 'react';
import './SideNav.css';

/** A page with a side navigation: stacked on narrow screens, side by side on wide ones. */
export function SideNavLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="page side-nav-layout">
      {nav}
      <section className="side-nav-layout__main">{children}</section>
    </div>
  );
}
