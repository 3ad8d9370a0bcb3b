import { observer } from 'mobx-react-lite';
import type { TrialScreens } from '../../../application/trials/TrialScreens';
import { TOKENS } from '../../../application/tokens';
import { Loader } from '../../components/Loader';
import { useInjection } from '../../di/useInjection';
import { useStartOnMount } from '../../forms/usePageState';
import { TrialRequestForm } from './TrialRequestForm';
import { TrialTypefaceList } from './TrialTypefaceList';
import './trials.css';

/** /free-trial-fonts */
export default observer(function FreeTrialFontsPage() {
  const screens = useInjection<TrialScreens>(TOKENS.TrialScreens);
  const page = screens.trialPage();
  useStartOnMount(page);
  return (
    <section className="page trials-page">
      <h1>Download free trial fonts</h1>
      {page.status === 'loading' && <Loader />}
      {page.data && (
        <div
          className="rich-text trials-page__intro"
          dangerouslySetInnerHTML={{ __html: page.data.introHtml }}
        />
      )}
      <p className="trials-page__usage">
        <strong>Trial fonts may only be used for mockups.</strong> For anything published, buy a
        licence in the shop.
      </p>
      <div className="trials-page__columns">
        <div className="trials-page__form">
          <TrialRequestForm />
        </div>
        <TrialTypefaceList typefaces={page.data?.typefaces ?? []} />
      </div>
    </section>
  );
});
