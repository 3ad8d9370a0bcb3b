import { observer } from 'mobx-react-lite';
import type { NewsletterScreens } from '../../../application/newsletter/NewsletterScreens';
import { TOKENS } from '../../../application/tokens';
import { NEWSLETTER_LOCATION_ABOUT } from '../../../domain/validation/trialForms';
import { Loader } from '../../components/Loader';
import { useInjection } from '../../di/useInjection';
import { usePageState, useStartOnMount } from '../../forms/usePageState';
import { NewsletterForm } from '../newsletter/NewsletterForm';

/**
 * /about: the foundry's own html (pages/templates/about, trusted content) with the
 * newsletter form where the template says [[subscription-form]].
 */
export default observer(function AboutPage() {
  const screens = useInjection<NewsletterScreens>(TOKENS.NewsletterScreens);
  const page = usePageState(() => screens.aboutPage());
  useStartOnMount(page);
  if (page.status === 'loading') return <Loader />;
  const template = page.data ?? { before: '', after: '', hasMarker: false };
  return (
    <section className="page about-page">
      {/* The template starts at its second level: the page still needs its one h1. */}
      <h1>About</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: template.before }} />
      <NewsletterForm location={NEWSLETTER_LOCATION_ABOUT} />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: template.after }} />
    </section>
  );
});
