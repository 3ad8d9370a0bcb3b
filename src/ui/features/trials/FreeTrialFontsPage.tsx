import { observer } from 'mobx-react-lite';
import type { TrialScreens } from '../../../application/trials/TrialScreens';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { useInjection } from '../../di/useInjection';
import { TrialRequestForm } from './TrialRequestForm';
import { TrialTypefaceList } from './TrialTypefaceList';
import './trials.css';
import { useLoadOnRender } from '../../components/useLoadOnRender';

/** The form works without the page text: a failed load shows neither intro nor message. */
const noIntro = () => null;

/** /free-trial-fonts */
export default observer(function FreeTrialFontsPage() {
  const screens = useInjection<TrialScreens>(TOKENS.TrialScreens);
  useLoadOnRender(() => screens.loadPage(), [screens]);
  const { page } = screens;
  return (
    <section className="page trials-page">
      <h1>Download free trial fonts</h1>
      <ResourceView resource={page} failure={noIntro}>
        {({ introHtml }) => (
          <div
            className="rich-text trials-page__intro"
            dangerouslySetInnerHTML={{ __html: introHtml }}
          />
        )}
      </ResourceView>
      <p className="trials-page__usage">
        <strong>Trial fonts may only be used for mockups.</strong> For anything published, buy a
        licence in the shop.
      </p>
      <div className="trials-page__columns">
        <div className="trials-page__form">
          <TrialRequestForm />
        </div>
        <TrialTypefaceList typefaces={page.value?.typefaces ?? []} />
      </div>
    </section>
  );
});
