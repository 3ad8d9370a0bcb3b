import type { AboutTemplate } from '../../../application/newsletter/aboutTemplate';
import type { NewsletterScreens } from '../../../application/newsletter/NewsletterScreens';
import { TOKENS } from '../../../application/tokens';
import { NEWSLETTER_LOCATION_ABOUT } from '../../../domain/validation/trialForms';
import { ResourceView } from '../../components/ResourceView';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';

/** Without its text the page still offers the newsletter form. */
const NO_TEMPLATE: AboutTemplate = { before: '', after: '', hasMarker: false };

function About({ template }: { template: AboutTemplate }) {
  return (
    <section className="page about-page">
      {/* The template starts at its second level: the page still needs its one h1. */}
      <h1>About</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: template.before }} />
      <NewsletterForm location={NEWSLETTER_LOCATION_ABOUT} />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: template.after }} />
    </section>
  );
}

/**
 * /about: the foundry's own html (pages/templates/about, trusted content) with the
 * newsletter form where the template says [[subscription-form]].
 */
export default function AboutPage() {
  const screens = useInjection<NewsletterScreens>(TOKENS.NewsletterScreens);
  const template = useRemoteResource(() => screens.aboutTemplate(), [screens]);
  return (
    <ResourceView resource={template} failure={() => <About template={NO_TEMPLATE} />}>
      {(value) => <About template={value} />}
    </ResourceView>
  );
}
