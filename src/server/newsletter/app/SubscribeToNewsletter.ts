import {
  validateNewsletterForm,
  type TrialFormValues,
} from '../../../domain/validation/trialForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { NewsletterSubscribers } from './NewsletterSubscribers';

/** Where a sign-up came from when the form does not say (the /newsletter page). */
export const DEFAULT_NEWSLETTER_LOCATION = '/newsletter';

/** docs/spec.md §7 `POST subscribe`: the /newsletter page and the form inside the about page. */
export class SubscribeToNewsletter {
  constructor(private readonly subscribers: NewsletterSubscribers) {}

  async execute(command: TrialFormValues): Promise<Result<void, InvalidForm>> {
    const invalid = invalidForm(validateNewsletterForm(command));
    if (invalid) return failed(invalid);
    await this.subscribers.subscribe({
      email: command.email ?? '',
      name: command.name ?? '',
      location: command.newsletter_subscribe_location || DEFAULT_NEWSLETTER_LOCATION,
    });
    return succeeded(undefined);
  }
}
