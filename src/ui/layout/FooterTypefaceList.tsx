import { Link } from 'react-router-dom';
import type { TypefaceLink } from '../../application/catalogue/TypefaceLink';

/** The typefaces, each set in its own face once the catalogue provides them. */
export function FooterTypefaceList({ typefaces }: { typefaces: readonly TypefaceLink[] }) {
  if (typefaces.length === 0) return null;
  return (
    <nav aria-label="Typefaces" className="site-footer__typefaces">
      <ul>
        {typefaces.map((typeface) => (
          <li key={typeface.page} className={typeface.class}>
            <Link to={`/typeface/${typeface.page}`}>{typeface.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
