import type { ErrorItem } from '../errors/ErrorItem';
import { EMAIL_PATTERN } from './emailPattern';
import { matchesPattern, mustBeChecked, required, validateForm, type FieldRule } from './formRules';

/** Free trial fonts and newsletter forms (docs/spec.md §3 "Free trial or newsletter form data"). */
export interface TrialFormValues {
  email?: string;
  name?: string;
  subscribe?: boolean;
  terms?: boolean;
  newsletter_subscribe_location?: string;
}

export const TRIAL_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailPattern: 'Please enter a valid email address.',
  nameRequired: 'Please enter your full name.',
  termsRequired: 'Please accept the licensing agreement.',
} as const;

export const TRIAL_SUCCESS_MESSAGE =
  "The email is on its way! Please check your spam folder first, but send us an email if you don't receive it in 15 minutes.";
export const NEWSLETTER_SUCCESS_MESSAGE = 'You are subscribed!';
export const NEWSLETTER_FAILURE_MESSAGE = 'Subscribe failed! Please try again later';

/** Where each form's sign-up came from (docs/spec.md §2 "Newsletter and about"). */
export const NEWSLETTER_LOCATION_ABOUT = '/about';
export const NEWSLETTER_LOCATION_TRIALS = '/free-trials';

/** The newsletter form's rules: an e-mail address only. */
export const NEWSLETTER_FORM_RULES: readonly FieldRule<TrialFormValues>[] = [
  required('email', TRIAL_MESSAGES.emailRequired),
  matchesPattern('email', EMAIL_PATTERN, TRIAL_MESSAGES.emailPattern),
];

export const TRIAL_FORM_RULES: readonly FieldRule<TrialFormValues>[] = [
  ...NEWSLETTER_FORM_RULES,
  required('name', TRIAL_MESSAGES.nameRequired),
  mustBeChecked('terms', TRIAL_MESSAGES.termsRequired),
];

export function validateTrialForm(values: TrialFormValues): ErrorItem[] {
  return validateForm(TRIAL_FORM_RULES, values);
}

/** The newsletter form has no terms checkbox and its name is optional. */
export function validateNewsletterForm(values: TrialFormValues): ErrorItem[] {
  return validateForm(NEWSLETTER_FORM_RULES, values);
}
