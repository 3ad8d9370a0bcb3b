import { Link } from 'react-router-dom';
import type { TypefaceSummary } from '../../../application/catalogue/TypefaceSummary';
import { familyStyle } from '../../components/fontFaces';
import { TrialFontsButton } from '../../components/TrialFontsButton';
import { useFontFaces } from '../../components/useFontFaces';

/** Home block type 8 (docs/spec.md §2): the retail typefaces, each set in its own face, and the trial offer. */
export function RetailTypefaces({ families }: { families: readonly TypefaceSummary[] }) {
  useFontFaces(families.map((typeface) => typeface.font));
  return (
    <section className="retail-typefaces" aria-labelledby="retail-typefaces-heading">
      <h2 id="retail-typefaces-heading">Retail typefaces</h2>
      <ul className="retail-typefaces__list">
        {families.map((typeface) => (
          <li key={typeface.page}>
            <Link
              to={`/typeface/${typeface.page}`}
              style={familyStyle(typeface.font)}
              dir={typeface.isRtl ? 'rtl' : undefined}
            >
              {typeface.name}
            </Link>
          </li>
        ))}
      </ul>
      <div className="retail-typefaces__trial">
        <p className="retail-typefaces__lead">Try out our fonts – for free.</p>
        <p>
          Our trial fonts may be used for mockups and presentations in all your favourite design
          apps, before you buy a licence.
        </p>
        <TrialFontsButton />
      </div>
    </section>
  );
}
