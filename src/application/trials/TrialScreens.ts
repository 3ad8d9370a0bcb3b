import { inject, injectable } from 'inversify';
import {
  NEWSLETTER_LOCATION_TRIALS,
  TRIAL_FORM_RULES,
  TRIAL_SUCCESS_MESSAGE,
  type TrialFormValues,
} from '../../domain/validation/trialForms';
import { FormState } from '../forms/FormState';
import type { FormValidator } from '../forms/FormValidator';
import { RemoteResource } from '../loading/RemoteResource';
import { TOKENS } from '../tokens';
import type { TrialGateway } from './TrialGateway';
import type { TrialPage } from './TrialPage';

/** The state /free-trial-fonts starts with on each visit. */
@injectable()
export class TrialScreens {
  /** The page text is the same for everyone: loaded once per page load (docs/spec.md §7, "cached"). */
  readonly page = new RemoteResource<TrialPage>();

  constructor(
    @inject(TOKENS.TrialGateway) private readonly gateway: TrialGateway,
    @inject(TOKENS.FormValidator) private readonly forms: FormValidator,
  ) {}

  loadPage(): Promise<void> {
    return this.page.loadOnce(() => this.gateway.loadPage());
  }

  trialForm(): FormState<TrialFormValues> {
    return new FormState<TrialFormValues>({
      initial: () => ({ email: '', name: '', subscribe: false, terms: false }),
      validate: (values) => this.forms.validate(TRIAL_FORM_RULES, values),
      send: (values) =>
        this.gateway.requestTrial({
          ...values,
          newsletter_subscribe_location: NEWSLETTER_LOCATION_TRIALS,
        }),
      successMessage: TRIAL_SUCCESS_MESSAGE,
      clearOnSuccess: true,
    });
  }
}
