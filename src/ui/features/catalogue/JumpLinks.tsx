import type { MouseEvent } from 'react';

/** docs/spec.md §9: "typeface page scroll duration 200 ms" — short, so smooth scrolling it is. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  // Keyboard users continue from the section they jumped to.
  target.focus({ preventScroll: true });
}

/** In-page links to the sections of a typeface page. */
export function JumpLinks({ links }: { links: { id: string; label: string }[] }) {
  return (
    <nav className="jump-links" aria-label="On this page">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} onClick={(event) => scrollToSection(event, link.id)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
