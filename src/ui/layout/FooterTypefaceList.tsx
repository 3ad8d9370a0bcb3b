import { Link } from 'react-router-dom';
import type { TypefaceLink } from '../../application/catalogue/TypefaceLink';
import type { WebFontFace } from '../../application/catalogue/TypefaceSummary';
import { familyStyle } from '../components/fontFaces';
import { useFontFaces } from '../components/useFontFaces';

interface FooterTypefaceListProps {
  typefaces: readonly TypefaceLink[];
  /** The face a family's name is set in: the server's subset of just its names' glyphs. */
  fontOf: (page: string) => WebFontFace | null;
}

/** The typefaces, once the catalogue provides them, each name in its own face. */
export function FooterTypefaceList({ typefaces, fontOf }: FooterTypefaceListProps) {
  useFontFaces(typefaces.map((typeface) => fontOf(typeface.page)));
  if (typefaces.length === 0) return null;
  return (
    <nav aria-label="Typefaces" className="site-footer__typefaces">
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
