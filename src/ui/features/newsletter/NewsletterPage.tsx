import { NEWSLETTER_LOCATION_PAGE } from '../../../application/newsletter/NewsletterScreens';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';

/** /newsletter */
export default function NewsletterPage() {
  return (
    <section className="page form-page">
      <h1>Newsletter</h1>
      <p className="form-page__intro">
        A few times a year we write about new releases, trial fonts and typefaces in use. Sign up
        below; you can unsubscribe with one click.
      </p>
      <NewsletterForm location={NEWSLETTER_LOCATION_PAGE} />
    </section>
  );
}
