import type { ErrorItem } from '../errors/ErrorItem';
import {
  needsWithdrawalConsent,
  WITHDRAWAL_CONSENT_FIELD,
  WITHDRAWAL_CONSENT_MESSAGE,
} from '../orders/withdrawalConsent';
import { mustBeChecked, validateForm, type FieldRule } from './formRules';

/**
 * Checkout step 3: the licensing terms, plus the junior terms for students and graduates, and
 * an EU consumer's consent to delivery starting now (withdrawalConsent.ts). The buyer's
 * flags, country and VAT number come from step 2.
 */
export interface ReviewValues {
  terms?: boolean;
  junior_terms?: boolean;
  withdrawal_consent?: boolean;
  is_student_order?: boolean;
  is_graduate_order?: boolean;
  country?: string;
  vat_number?: string;
}

export const REVIEW_MESSAGES = {
  terms: 'Please agree to our licensing terms before proceeding.',
  /** The spec asks for such a message without giving its words. */
  juniorTerms: 'Please agree to the junior licensing terms before proceeding.',
} as const;

const isJunior = (values: ReviewValues): boolean =>
  values.is_student_order === true || values.is_graduate_order === true;

export const REVIEW_FORM_RULES: readonly FieldRule<ReviewValues>[] = [
  mustBeChecked('terms', REVIEW_MESSAGES.terms),
  mustBeChecked('junior_terms', REVIEW_MESSAGES.juniorTerms, isJunior),
  mustBeChecked(WITHDRAWAL_CONSENT_FIELD, WITHDRAWAL_CONSENT_MESSAGE, (values: ReviewValues) =>
    needsWithdrawalConsent(values.country, values.vat_number),
  ),
];

export function validateReviewForm(values: ReviewValues): ErrorItem[] {
  return validateForm(REVIEW_FORM_RULES, values);
}
