import { inject, injectable } from 'inversify';
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_FORM_RULES,
  NEWSLETTER_SUCCESS_MESSAGE,
  type TrialFormValues,
} from '../../domain/validation/trialForms';
import type { PageContentGateway } from '../content/PageContentGateway';
import { FormState } from '../forms/FormState';
import type { FormValidator } from '../forms/FormValidator';
import { TOKENS } from '../tokens';
import { splitAboutTemplate, type AboutTemplate } from './aboutTemplate';
import type { NewsletterGateway } from './NewsletterGateway';

/** Where the /newsletter page's sign-ups come from (the spec names only the other two). */
export const NEWSLETTER_LOCATION_PAGE = '/newsletter';

/** The newsletter form (on /newsletter and inside /about) and the about page's text. */
@injectable()
export class NewsletterScreens {
  constructor(
    @inject(TOKENS.NewsletterGateway) private readonly gateway: NewsletterGateway,
    @inject(TOKENS.PageContentGateway) private readonly pages: PageContentGateway,
    @inject(TOKENS.FormValidator) private readonly forms: FormValidator,
  ) {}

  /** `location` is the newsletter_subscribe_location the foundry sees for each sign-up. */
  subscriptionForm(location: string): FormState<TrialFormValues> {
    return new FormState<TrialFormValues>({
      initial: () => ({ email: '', name: '' }),
      validate: (values) => this.forms.validate(NEWSLETTER_FORM_RULES, values),
      send: (values) =>
        this.gateway.subscribe({
          ...values,
          subscribe: true,
          newsletter_subscribe_location: location,
        }),
      successMessage: NEWSLETTER_SUCCESS_MESSAGE,
      failureMessage: NEWSLETTER_FAILURE_MESSAGE,
      clearOnSuccess: true,
    });
  }

  async aboutTemplate(): Promise<AboutTemplate> {
    return splitAboutTemplate(await this.pages.templateHtml('about'));
  }
}
