import { Link } from 'react-router-dom';
import type { TypefaceLink } from '../../application/catalogue/TypefaceLink';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { familyStyle } from '../components/fontFaces';
import { useFontFaces } from '../components/useFontFaces';
import { useNearViewport } from '../components/useNearViewport';

interface FooterTypefaceListProps {
  typefaces: readonly TypefaceLink[];
  /** The face a family's name is set in: the server's subset of just its names' glyphs. */
  fontOf: (page: string) => WebFontFace | null;
}

/**
 * The typefaces, once the catalogue provides them, each name in its own face. The faces are
 * fetched when the footer comes near the screen: on a first load each one that arrives makes
 * the browser lay out the whole page again, a long task on a phone, for a list not yet seen.
 */
export function FooterTypefaceList({ typefaces, fontOf }: FooterTypefaceListProps) {
  const [list, near] = useNearViewport<HTMLElement>('200px');
  useFontFaces(near ? typefaces.map((typeface) => fontOf(typeface.page)) : []);
  if (typefaces.length === 0) return null;
  return (
    <nav aria-label="Typefaces" className="site-footer__typefaces" ref={list}>
      <ul>
        {typefaces.map((typeface) => (
          <li key={typeface.page}>
            <Link to={`/typeface/${typeface.page}`} style={familyStyle(fontOf(typeface.page))}>
              {typeface.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
