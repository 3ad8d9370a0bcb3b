import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { TypefaceSummary } from '../../../application/catalogue/TypefaceSummary';
import { familyStyle } from '../../components/fontFaces';
import '../../components/Button.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One family of the library (docs/spec.md §2): set in its own web font, with its counts and links. */
export function TypefaceCard({ typeface }: { typeface: TypefaceSummary }) {
  const dir = typeface.isRtl ? 'rtl' : undefined;
  const face = familyStyle(typeface.font);
  return (
    <article className="typeface-card">
      <h2
        className="typeface-card__name"
        // The name is sized to fill its row by its length (catalogue.css).
        style={{ ...face, '--name-length': [...typeface.name].length } as CSSProperties}
      >
        <Link to={`/typeface/${typeface.page}`}>{typeface.name}</Link>
      </h2>
      <p className="typeface-card__overview" style={face} dir={dir}>
        {typeface.overviewText}
      </p>
      <p className="typeface-card__characters" style={face} dir={dir} aria-hidden="true">
        {typeface.characters.map((sample, index) => (
          <span key={index}>{sample.character}</span>
        ))}
      </p>
      <p className="typeface-card__counts">
        {plural(typeface.styleCount, 'style')} · {typeface.subFamilyCount}{' '}
        {typeface.subFamilyCount === 1 ? 'subfamily' : 'subfamilies'}
        {typeface.isRtl && ' · Right to left'}
      </p>
      <p className="typeface-card__description">{typeface.description}</p>
      <p className="button-row">
        <Link className="button button--secondary" to={`/typeface/${typeface.page}`}>
          View more
        </Link>
        <Link className="button" to={`/shops/${typeface.page}`}>
          Purchase
        </Link>
      </p>
    </article>
  );
}
