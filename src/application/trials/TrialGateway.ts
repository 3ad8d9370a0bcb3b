import type { TrialFormValues } from '../../domain/validation/trialForms';
import type { TrialPage } from './TrialPage';

/** The trial fonts calls (docs/spec.md §7). Failures reject with an ApiError. */
export interface TrialGateway {
  /** GET pages/free_trials. */
  loadPage(): Promise<TrialPage>;
  /** POST trials: the server mails a download link. */
  requestTrial(values: TrialFormValues): Promise<void>;
}
