import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { FormState } from '../../../src/application/forms/FormState';
import { errorItem, GENERIC_ERROR_MESSAGE } from '../../../src/domain/errors/ErrorItem';
import {
  NEWSLETTER_FAILURE_MESSAGE,
  TRIAL_MESSAGES,
  validateTrialForm,
  type TrialFormValues,
} from '../../../src/domain/validation/trialForms';

function trialForm(send: (values: TrialFormValues) => Promise<unknown> = async () => 'sent') {
  return new FormState<TrialFormValues, unknown>({
    initial: () => ({ email: '', name: '', terms: false }),
    validate: validateTrialForm,
    send,
    successMessage: 'Done!',
    clearOnSuccess: true,
  });
}

const apiError = (...items: ReturnType<typeof errorItem>[]) => new ApiError(items, 422, '/trials');

describe('FormState', () => {
  it('shows no field error before the first submit', () => {
    const form = trialForm();
    form.set('email', 'not-an-email');
    expect(form.fieldError('email')).toBeUndefined();
  });

  it('does not send an invalid form, and shows the spec messages under their fields', async () => {
    const sent: TrialFormValues[] = [];
    const form = trialForm(async (values) => sent.push(values));
    form.set('email', 'ada@');
    expect(await form.submit()).toEqual({ ok: false });
    expect(sent).toEqual([]);
    expect(form.fieldError('email')).toBe(TRIAL_MESSAGES.emailPattern);
    expect(form.fieldError('name')).toBe(TRIAL_MESSAGES.nameRequired);
    expect(form.fieldError('terms')).toBe(TRIAL_MESSAGES.termsRequired);
    expect(form.failedSubmits).toBe(1);
    expect(form.lastFailureAnswered).toBe(false);
  });

  it('re-checks a field as it is corrected after the submit', async () => {
    const form = trialForm();
    await form.submit();
    form.set('name', 'Ada Lovelace');
    expect(form.fieldError('name')).toBeUndefined();
    expect(form.fieldError('email')).toBe(TRIAL_MESSAGES.emailRequired);
  });

  it('is busy while sending, then shows success and clears the fields', async () => {
    let release: () => void = () => undefined;
    const form = trialForm(() => new Promise<void>((resolve) => (release = resolve)));
    form.set('email', 'ada@example.test');
    form.set('name', 'Ada');
    form.set('terms', true);
    const outcome = form.submit();
    expect(form.isSubmitting).toBe(true);
    expect(await form.submit()).toEqual({ ok: false });
    release();
    expect((await outcome).ok).toBe(true);
    expect(form.successMessage).toBe('Done!');
    expect(form.values).toEqual({ email: '', name: '', terms: false });
    expect(form.fieldError('email')).toBeUndefined();
  });

  it("puts the server's field errors under the matching field and keeps what was typed", async () => {
    const form = trialForm(async () => {
      throw apiError(errorItem('email', 'This address bounced.', 'deliverable'));
    });
    form.set('email', 'ada@example.test');
    form.set('name', 'Ada');
    form.set('terms', true);
    await form.submit();
    expect(form.fieldError('email')).toBe('This address bounced.');
    expect(form.formErrors).toEqual([]);
    expect(form.values.email).toBe('ada@example.test');
    expect(form.lastFailureAnswered).toBe(true);
    form.set('email', 'ada@elsewhere.test');
    expect(form.fieldError('email')).toBeUndefined();
  });

  it("tells a field's observer only of its own value and message changing, not of others'", async () => {
    const form = trialForm();
    await form.submit();
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push([form.value('name'), form.fieldError('name')]));
    form.set('email', 'a');
    form.set('email', 'ad');
    form.set('terms', true);
    form.set('name', 'A');
    form.set('name', 'Ad');
    stop();
    expect(seen).toEqual([
      ['', TRIAL_MESSAGES.nameRequired],
      ['A', undefined],
      ['Ad', undefined],
    ]);
  });

  it('tells the form above the fields only of its messages changing', async () => {
    const form = trialForm(async () => {
      throw apiError(errorItem(null, 'Too many attempts.', 'rate_limited'));
    });
    Object.entries({ email: 'a@b.co', name: 'A', terms: true }).forEach(([k, v]) => form.set(k, v));
    await form.submit();
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(form.formErrors));
    form.set('name', 'Ad');
    form.set('name', '');
    stop();
    expect(seen).toEqual([['Too many attempts.']]);
  });

  it('shows a message without a field, or for a field it does not have, above the form', async () => {
    const form = trialForm(async () => {
      throw apiError(
        errorItem(null, 'Too many attempts.', 'rate_limited'),
        errorItem('captcha', 'Solve the puzzle.', 'required'),
      );
    });
    Object.entries({ email: 'a@b.co', name: 'A', terms: true }).forEach(([k, v]) => form.set(k, v));
    await form.submit();
    expect(form.formErrors).toEqual(['Too many attempts.', 'Solve the puzzle.']);
  });

  it('falls back to the generic message when the failure is not an API answer', async () => {
    const form = trialForm(async () => {
      throw new TypeError('bug');
    });
    Object.entries({ email: 'a@b.co', name: 'A', terms: true }).forEach(([k, v]) => form.set(k, v));
    await form.submit();
    expect(form.formErrors).toEqual([GENERIC_ERROR_MESSAGE]);
  });

  it("replaces field-less failures by the form's own failure message", async () => {
    const form = new FormState<TrialFormValues>({
      initial: () => ({ email: 'a@b.co' }),
      validate: () => [],
      send: async () => {
        throw apiError(errorItem(null, GENERIC_ERROR_MESSAGE, 'unhandled_error'));
      },
      failureMessage: NEWSLETTER_FAILURE_MESSAGE,
    });
    await form.submit();
    expect(form.formErrors).toEqual([NEWSLETTER_FAILURE_MESSAGE]);
  });

  it('reads and writes nested fields by their error names', () => {
    const form = new FormState({
      initial: () => ({ rows: [{ name: '' }, { name: '' }] }),
      validate: () => [],
      send: async () => undefined,
    });
    form.set('rows.1.name', 'Jonas');
    expect(form.value('rows.1.name')).toBe('Jonas');
    expect(form.values.rows).toEqual([{ name: '' }, { name: 'Jonas' }]);
  });
});
