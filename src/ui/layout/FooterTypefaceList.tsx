import { Link } from 'react-router-dom';
import type { TypefaceLink } from '../../application/catalogue/TypefaceLink';

/**
 * The typefaces, once the catalogue provides them, in the site's face: setting each name in
 * its own would fetch every family's web font on every page.
 */
export function FooterTypefaceList({ typefaces }: { typefaces: readonly TypefaceLink[] }) {
  if (typefaces.length === 0) return null;
  return (
    <nav aria-label="Typefaces" className="site-footer__typefaces">
      <ul>
        {typefaces.map((typeface) => (
          <li key={typeface.page}>
            <Link to={`/typeface/${typeface.page}`}>{typeface.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
