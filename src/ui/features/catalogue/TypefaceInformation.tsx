import { Link } from 'react-router-dom';
import type { TypefaceSpecimen } from '../../../application/catalogue/TypefaceSpecimen';
import { formatDate } from '../../components/formatDate';
import { imageUrl } from '../../components/imageUrl';
import { RichContent } from '../../components/RichContent';

/** docs/spec.md §2 'Typeface information': about, facts, languages, features and the specimen PDF. */
export function TypefaceInformation({ id, specimen }: { id: string; specimen: TypefaceSpecimen }) {
  const { family, about, images, featureTexts } = specimen;
  return (
    <section id={id} className="typeface-info" tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Typeface information</h2>
      <div className="typeface-info__grid">
        <div>
          <RichContent html={family.about} />
          {family.languageText && (
            <>
              <h3>Languages</h3>
              <p>{family.languageText}</p>
            </>
          )}
        </div>
        <dl className="typeface-info__facts">
          <dt>Design</dt>
          <dd>{about.author}</dd>
          <dt>Released</dt>
          <dd>{formatDate(about.releaseDate)}</dd>
          <dt>Styles</dt>
          <dd>Available in {about.stylesNo} styles</dd>
          <dt>Customisation</dt>
          <dd>
            Need an extra weight or language?{' '}
            <Link to="/commissions">
              We customise our typefaces and extend their language support
            </Link>
            .
          </dd>
          <dt>Try it</dt>
          <dd>
            <Link to="/free-trial-fonts">Free trial fonts</Link> for your mockups.
          </dd>
          {images.pdf && (
            <>
              <dt>Specimen</dt>
              <dd>
                <a href={imageUrl(images.pdf)} download>
                  Download the specimen PDF
                </a>
              </dd>
            </>
          )}
        </dl>
      </div>
      {featureTexts.length > 0 && (
        <div className="feature-texts">
          {featureTexts.map((feature) => (
            <section key={feature.title} className="feature-texts__item">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
