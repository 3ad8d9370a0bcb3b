import './Loader.css';

interface LoaderProps {
  label?: string;
  /**
   * A whole page loading (a route change): the loader stands in a skeleton of a page, as
   * tall as the screen, so the footer does not rise into view and then drop when the page
   * arrives. Without it, a part of a page loads in a small box.
   */
  page?: boolean;
}

/** Shown while a page's code or content loads (docs/spec.md §4). Announced to screen readers. */
export function Loader({ label = 'Loading…', page = false }: LoaderProps) {
  return (
    <div className={page ? 'loader loader--page' : 'loader'} role="status" aria-live="polite">
      <img
        className="loader__image"
        src="/assets/images/loader.svg"
        alt=""
        width="48"
        height="48"
        // Low: a server-rendered page would otherwise preload it for a fallback it never shows.
        fetchPriority="low"
      />
      {page && (
        <div className="loader__skeleton" aria-hidden="true">
          <span className="loader__bar loader__bar--heading" />
          <span className="loader__bar" />
          <span className="loader__bar" />
          <span className="loader__bar loader__bar--short" />
        </div>
      )}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
