import type { ErrorItem } from '../errors/ErrorItem';
import { isEuMemberState } from '../tax/vatRates';

/**
 * Digital content supplied at once ends a consumer's 14-day right of withdrawal only with
 * their express consent to delivery starting within the period and their acknowledgement that
 * they lose the right: Art. 16(m) of Directive 2011/83/EU, in German law §356(5) BGB. The
 * checkbox at review asks for both in one sentence, the server refuses an EU consumer's order
 * without it, and the receipt repeats it (Art. 8(7)(b): confirmed on a durable medium).
 */
export const WITHDRAWAL_CONSENT_LABEL =
  'I agree that delivery starts now and I lose my right of withdrawal once the download begins';

export const WITHDRAWAL_CONSENT_FIELD = 'withdrawal_consent';

export const WITHDRAWAL_CONSENT_MESSAGE =
  'Please agree that delivery starts now: we can deliver your fonts only with your consent.';

/** The receipt's line, in the past tense of what was agreed. */
export const WITHDRAWAL_CONSENT_RECEIPT =
  'You agreed that delivery starts now and that you lose your right of withdrawal once the download begins (§356(5) BGB; Art. 16(m) of Directive 2011/83/EU).';

/**
 * Whether the buyer is an EU consumer, who must give the consent: a buyer in a member state
 * without a VAT number. A business (one that gives a VAT number) has no right of withdrawal
 * under the directive, which protects consumers only (Art. 2(1)).
 */
export function needsWithdrawalConsent(
  country: string | undefined,
  vatNumber: string | undefined,
): boolean {
  return Boolean(country && isEuMemberState(country) && !vatNumber?.trim());
}

/** The checkout's refusal of an EU consumer's order without the consent, on its field. */
export function withdrawalConsentErrors(
  country: string | undefined,
  vatNumber: string | undefined,
  consent: boolean,
): ErrorItem[] {
  if (consent || !needsWithdrawalConsent(country, vatNumber)) return [];
  return [
    { field: WITHDRAWAL_CONSENT_FIELD, message: WITHDRAWAL_CONSENT_MESSAGE, rule: 'required' },
  ];
}
