import type { TrialTypeface } from '../../../application/trials/TrialPage';

/** The trial typefaces, each with the characters its trial fonts hold, set in the face itself. */
export function TrialTypefaceList({ typefaces }: { typefaces: readonly TrialTypeface[] }) {
  if (typefaces.length === 0) return null;
  return (
    <section className="trial-typefaces" aria-labelledby="trial-typefaces-heading">
      <h2 id="trial-typefaces-heading">What the trial fonts contain</h2>
      <ul className="trial-typefaces__list">
        {typefaces.map((typeface) => (
          <li key={typeface.page || typeface.name} className="trial-typeface">
            <h3 className="trial-typeface__name">{typeface.name}</h3>
            <dl className="trial-typeface__sets">
              {typeface.characterSets.map((set) => (
                <div key={set.script} className="trial-typeface__set">
                  <dt>{set.script}</dt>
                  <dd className={typeface.fontClass ?? undefined}>{set.characters}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
