import { describe, expect, it } from 'vitest';
import {
  needsWithdrawalConsent,
  WITHDRAWAL_CONSENT_FIELD,
  WITHDRAWAL_CONSENT_MESSAGE,
  withdrawalConsentErrors,
} from '../../../src/domain/orders/withdrawalConsent';

describe('an EU consumer’s consent to delivery starting now (Art. 16(m) 2011/83/EU)', () => {
  it('is asked of a buyer in a member state without a VAT number only', () => {
    expect(needsWithdrawalConsent('DE', undefined)).toBe(true);
    expect(needsWithdrawalConsent('FR', '  ')).toBe(true);
    expect(needsWithdrawalConsent('FR', 'FR40303265045')).toBe(false);
    expect(needsWithdrawalConsent('US', undefined)).toBe(false);
    expect(needsWithdrawalConsent(undefined, undefined)).toBe(false);
  });

  it('refuses a consumer’s order without it, on its field, and nothing else', () => {
    expect(withdrawalConsentErrors('DE', undefined, false)).toEqual([
      { field: WITHDRAWAL_CONSENT_FIELD, message: WITHDRAWAL_CONSENT_MESSAGE, rule: 'required' },
    ]);
    expect(withdrawalConsentErrors('DE', undefined, true)).toEqual([]);
    expect(withdrawalConsentErrors('US', undefined, false)).toEqual([]);
  });
});
