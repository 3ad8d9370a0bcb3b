import { Link } from 'react-router-dom';
import { paginationWindow } from '../../domain/pagination/paginationWindow';
import './Pagination.css';

interface PaginationProps {
  current: number;
  last: number;
  /** The address of a page (page 1 without the page parameter, docs/spec.md §2). */
  hrefOf: (page: number) => string;
  /**
   * 'index': previous/next, numbered pages with ellipsis and 'current / last' (the blog index).
   * 'more': first page, numbered pages, last page under the label 'More posts' (filtered lists).
   */
  variant?: 'index' | 'more';
}

/** docs/spec.md §2 pagination: at most 7 numbered links, with screen-reader labels on every link. */
export function Pagination({ current, last, hrefOf, variant = 'index' }: PaginationProps) {
  const slots = paginationWindow(current, last);
  const label = variant === 'more' ? 'More posts' : 'Pagination';

  const numbered = slots.map((slot) =>
    slot.kind === 'gap' ? (
      <li key={slot.key} className="pagination__gap" aria-hidden="true">
        …
      </li>
    ) : (
      <li key={slot.page}>
        <Link
          to={hrefOf(slot.page)}
          className="pagination__page"
          aria-label={`Page ${slot.page}`}
          aria-current={slot.page === current ? 'page' : undefined}
        >
          {slot.page}
        </Link>
      </li>
    ),
  );

  const step = (page: number, text: string, srLabel: string, enabled: boolean) => (
    <li className="pagination__step">
      {enabled ? (
        <Link to={hrefOf(page)} aria-label={srLabel}>
          {text}
        </Link>
      ) : (
        <span aria-hidden="true">{text}</span>
      )}
    </li>
  );

  return (
    <nav className={`pagination pagination--${variant}`} aria-label={label}>
      {variant === 'more' && <p className="pagination__label">More posts</p>}
      <ul className="pagination__list">
        {variant === 'index'
          ? step(current - 1, '← Previous', 'Previous page', current > 1)
          : step(1, 'First', 'First page', current > 1)}
        {numbered}
        {variant === 'index'
          ? step(current + 1, 'Next →', 'Next page', current < last)
          : step(last, 'Last', 'Last page', current < last)}
      </ul>
      {variant === 'index' && (
        <p className="pagination__position">
          <span className="visually-hidden">Page </span>
          {current} / {last}
        </p>
      )}
    </nav>
  );
}
