import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './RichContent.css';

const EMBED_WRAPPER = 'responsive-embed';

/** docs/spec.md §2: embedded videos are made responsive; each iframe gets a 16:9 frame. */
function wrapEmbeds(root: HTMLElement): void {
  for (const frame of root.querySelectorAll('iframe')) {
    if (frame.parentElement?.classList.contains(EMBED_WRAPPER)) continue;
    const wrapper = document.createElement('div');
    wrapper.className = EMBED_WRAPPER;
    frame.replaceWith(wrapper);
    wrapper.appendChild(frame);
  }
}

/**
 * The foundry's own HTML (trusted: written by the foundry, see content/README.md).
 * Links to our own pages navigate inside the app instead of reloading it, and in-page
 * anchors scroll smoothly (the CSS sets scroll-behavior).
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    if (root.current) wrapEmbeds(root.current);
  }, [html]);

  // The browser jumps to an anchor only in the document it has: an address with one
  // (/information#payment) opened inside the app, or a page part rendered afresh after its
  // link was followed before hydration, shows its text later, so the jump is made here.
  useEffect(() => {
    if (!hash || !root.current) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && root.current.contains(target)) target.scrollIntoView();
  }, [html, hash]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>): void {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/content/')) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <div
      ref={root}
      className={['rich-content', className].filter(Boolean).join(' ')}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
