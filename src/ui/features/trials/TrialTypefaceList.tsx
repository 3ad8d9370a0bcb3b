import type { TrialTypeface } from '../../../application/trials/TrialPage';
import { familyStyle } from '../../components/fontFaces';
import { useFontFaces } from '../../components/useFontFaces';

/** The trial typefaces, each with the characters its trial fonts hold, set in the face itself. */
export function TrialTypefaceList({ typefaces }: { typefaces: readonly TrialTypeface[] }) {
  // Each entry is laid out when it nears the screen (trials.css): its full face is fetched then.
  useFontFaces(
    typefaces.flatMap((typeface) => [typeface.nameFont, typeface.font]),
    'when-drawn',
  );
  if (typefaces.length === 0) return null;
  return (
    <section className="trial-typefaces" aria-labelledby="trial-typefaces-heading">
      <h2 id="trial-typefaces-heading">The trial typefaces</h2>
      <p className="trial-typefaces__note">
        The trial fonts set the characters shown: basic Latin, and the basic alphabet of each other
        script the family is drawn for.
      </p>
      <ul className="trial-typefaces__list">
        {typefaces.map((typeface) => (
          <li key={typeface.page || typeface.name} className="trial-typeface">
            <h3 className="trial-typeface__name" style={familyStyle(typeface.nameFont)}>
              {typeface.name}
            </h3>
            <dl className="trial-typeface__sets">
              {typeface.characterSets.map((set) => (
                <div key={set.script} className="trial-typeface__set">
                  <dt>{set.script}</dt>
                  {/* Its other scripts would fetch the site serif's files for nothing. */}
                  <dd style={familyStyle(typeface.font, 'system-serif')}>{set.characters}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
