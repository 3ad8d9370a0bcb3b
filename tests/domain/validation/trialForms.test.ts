import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_LOCATION_ABOUT,
  NEWSLETTER_LOCATION_TRIALS,
  NEWSLETTER_SUCCESS_MESSAGE,
  TRIAL_MESSAGES,
  TRIAL_SUCCESS_MESSAGE,
  validateNewsletterForm,
  validateTrialForm,
} from '../../../src/domain/validation/trialForms';
import { validEmail } from './emailArbitraries';

describe('free trial form', () => {
  it('uses the spec messages word for word', () => {
    expect(TRIAL_MESSAGES).toEqual({
      emailRequired: 'Please enter your email address.',
      emailPattern: 'Please enter a valid email address.',
      nameRequired: 'Please enter your full name.',
      termsRequired: 'Please accept the licensing agreement.',
    });
    expect(TRIAL_SUCCESS_MESSAGE).toBe(
      "The email is on its way! Please check your spam folder first, but send us an email if you don't receive it in 15 minutes.",
    );
  });

  it('requires e-mail, full name and the licence agreement', () => {
    expect(validateTrialForm({})).toEqual([
      { field: 'email', message: 'Please enter your email address.', rule: 'required' },
      { field: 'name', message: 'Please enter your full name.', rule: 'required' },
      { field: 'terms', message: 'Please accept the licensing agreement.', rule: 'required' },
    ]);
  });

  it('checks the e-mail pattern', () => {
    expect(validateTrialForm({ email: 'nope', name: 'Jane', terms: true })).toEqual([
      { field: 'email', message: 'Please enter a valid email address.', rule: 'pattern' },
    ]);
  });

  it('accepts any valid e-mail with a name and ticked terms', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (email, name) => {
          expect(validateTrialForm({ email, name, terms: true, subscribe: false })).toEqual([]);
        },
      ),
    );
  });

  it('rejects whitespace-only names', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (name) => {
        expect(
          validateTrialForm({ email: 'a@b.cd', name, terms: true }).map((e) => e.field),
        ).toEqual(['name']);
      }),
    );
  });
});

describe('newsletter form', () => {
  it('checks only the e-mail', () => {
    expect(validateNewsletterForm({})).toEqual([
      { field: 'email', message: 'Please enter your email address.', rule: 'required' },
    ]);
    expect(validateNewsletterForm({ email: 'a@b' })[0].rule).toBe('pattern');
    expect(validateNewsletterForm({ email: 'a@b.cd' })).toEqual([]);
  });

  it('has its success and failure texts and sign-up locations', () => {
    expect(NEWSLETTER_SUCCESS_MESSAGE).toBe('You are subscribed!');
    expect(NEWSLETTER_FAILURE_MESSAGE).toBe('Subscribe failed! Please try again later');
    expect(NEWSLETTER_LOCATION_ABOUT).toBe('/about');
    expect(NEWSLETTER_LOCATION_TRIALS).toBe('/free-trials');
  });
});
