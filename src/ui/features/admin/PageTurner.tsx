/** Previous and next buttons under a paged list, with where the list stands. */
export function PageTurner({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pages" aria-label="Pages">
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, last)} of {last} ({total} in all)
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
