import type { NewsletterGateway } from '../../../src/application/newsletter/NewsletterGateway';
import type { TrialGateway } from '../../../src/application/trials/TrialGateway';
import type { TrialPage } from '../../../src/application/trials/TrialPage';
import type { TrialFormValues } from '../../../src/domain/validation/trialForms';

export const TRIAL_PAGE: TrialPage = {
  introHtml: '<p>Try before you buy.</p>',
  typefaces: [
    {
      name: 'Garamond Trial',
      page: 'garamond',
      font: {
        family: 'Garamond Trial',
        url: '/fonts/garamond/regular.woff2',
        weight: 400,
        style: 'normal',
      },
      nameFont: {
        family: 'Garamond Trial Names',
        url: '/fonts/garamond/regular.names.woff2',
        weight: 400,
        style: 'normal',
        unicodeRange: 'U+20, U+47, U+61',
      },
      characterSets: [
        { script: 'Latin', characters: 'ABCabc0123-,.;' },
        { script: 'Greek', characters: 'ΑΒΓαβγ' },
      ],
    },
  ],
};

export class FakeTrialGateway implements TrialGateway {
  readonly requests: TrialFormValues[] = [];
  failWith: Error | null = null;
  pageLoads = 0;

  async loadPage(): Promise<TrialPage> {
    this.pageLoads += 1;
    return TRIAL_PAGE;
  }

  async requestTrial(values: TrialFormValues): Promise<void> {
    this.requests.push(values);
    if (this.failWith) throw this.failWith;
  }
}

export class FakeNewsletterGateway implements NewsletterGateway {
  readonly subscriptions: TrialFormValues[] = [];
  failWith: Error | null = null;

  async subscribe(values: TrialFormValues): Promise<void> {
    this.subscriptions.push(values);
    if (this.failWith) throw this.failWith;
  }
}
