import './Loader.css';

/** Shown while a page's code or content loads (spec §4). Announced to screen readers. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <img
        className="loader__image"
        src="/assets/images/loader.svg"
        alt=""
        width="48"
        height="48"
        // Low: a server-rendered page would otherwise preload it for a fallback it never shows.
        fetchPriority="low"
      />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
