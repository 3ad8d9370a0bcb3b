import type { TrialFormValues } from '../../domain/validation/trialForms';

/** The newsletter calls (docs/spec.md §7). Failures reject with an ApiError. */
export interface NewsletterGateway {
  /** POST subscribe, with the trial form's fields. */
  subscribe(values: TrialFormValues): Promise<void>;
}
