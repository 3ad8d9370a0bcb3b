import type { UserProfile } from '../../../src/application/session/UserProfile';
import { TOKENS } from '../../../src/application/tokens';
import type { PageContentGateway } from '../../../src/application/content/PageContentGateway';
import { FakeAccountGateway } from '../../application/fakes/FakeAccountGateway';
import { FakeClubGateway } from '../../application/fakes/FakeClubGateway';
import { FakeNewsletterGateway, FakeTrialGateway } from '../../application/fakes/FakeFormGateways';
import { renderApp } from '../renderApp';

const ABOUT_PAGES: PageContentGateway = {
  templateHtml: async () => '<h1>About us</h1><p>[[subscription-form]]</p><h2>The studio</h2>',
  homeBlocks: async () => ({ blocks: [], recentPosts: [] }),
};

/**
 * How long the first render of a file may take: its page chunk is compiled on first import,
 * which is slow while other test files run beside it.
 */
export const FIRST_RENDER_TIMEOUT_MS = 15_000;

interface FormFakes {
  account: FakeAccountGateway;
  trials: FakeTrialGateway;
  newsletter: FakeNewsletterGateway;
  club: FakeClubGateway;
}

/** The real app at `path` with the form features' gateways faked. */
export function renderFormPage(
  path: string,
  options: { user?: UserProfile; prepare?: (fakes: FormFakes) => void } = {},
) {
  const fakes: FormFakes = {
    account: new FakeAccountGateway(),
    trials: new FakeTrialGateway(),
    newsletter: new FakeNewsletterGateway(),
    club: new FakeClubGateway(),
  };
  // A page whose chunk loaded before renders at once: fakes must be set up before that.
  options.prepare?.(fakes);
  const { account, trials, newsletter, club } = fakes;
  const view = renderApp(path, {
    user: options.user,
    configure: (container) => {
      container.rebind(TOKENS.AccountGateway).toConstantValue(account);
      container.rebind(TOKENS.TrialGateway).toConstantValue(trials);
      container.rebind(TOKENS.NewsletterGateway).toConstantValue(newsletter);
      container.rebind(TOKENS.ClubGateway).toConstantValue(club);
      container.rebind(TOKENS.PageContentGateway).toConstantValue(ABOUT_PAGES);
    },
  });
  return { ...view, account, trials, newsletter, club };
}
