// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormState } from '../../../src/application/forms/FormState';
import {
  TRIAL_MESSAGES,
  validateTrialForm,
  type TrialFormValues,
} from '../../../src/domain/validation/trialForms';
import { AddressFields } from '../../../src/ui/forms/AddressFields';
import { CheckboxField } from '../../../src/ui/forms/CheckboxField';
import { Form } from '../../../src/ui/forms/Form';
import { TextField } from '../../../src/ui/forms/TextField';
import { SCROLL_DELAY_WITHOUT_ANSWER_MS } from '../../../src/ui/forms/useScrollToFirstError';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTrialForm(send: () => Promise<unknown> = async () => undefined) {
  const form = new FormState<TrialFormValues>({
    initial: () => ({ email: '', name: '', terms: false }),
    validate: validateTrialForm,
    send,
    successMessage: 'Sent!',
  });
  render(
    <Form form={form} submitLabel="Send" busyLabel="Sending...">
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="name" label="Full name" />
      <CheckboxField form={form} name="terms" label="I accept" />
    </Form>,
  );
  return form;
}

describe('form components', () => {
  it('ties each label to its control', () => {
    renderTrialForm();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('I accept').getAttribute('type')).toBe('checkbox');
  });

  it('shows errors only after submit, under their fields, described by them', async () => {
    const user = userEvent.setup();
    renderTrialForm();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.queryByText(TRIAL_MESSAGES.emailPattern)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(TRIAL_MESSAGES.emailPattern);
    expect(screen.getByText(TRIAL_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(TRIAL_MESSAGES.termsRequired)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('ada@');
  });

  it('shows the busy label and disables the button while sending', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    renderTrialForm(() => new Promise<void>((resolve) => (release = resolve)));
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.click(screen.getByLabelText('I accept'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => release());
    expect(screen.getByRole('status').textContent).toBe('Sent!');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('scrolls to the first error 100 ms after a failed submit without an answer', async () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderTrialForm();
    await act(async () => {
      screen.getByRole('button', { name: 'Send' }).click();
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_WITHOUT_ANSWER_MS));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveProperty('textContent', TRIAL_MESSAGES.emailRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('offers the US states for the US, free text elsewhere, and clears the state on a country change', async () => {
    const user = userEvent.setup();
    const form = new FormState({
      initial: () => ({ country: '', state: '' }),
      validate: () => [],
      send: async () => undefined,
    });
    render(
      <Form form={form} submitLabel="Go">
        <AddressFields form={form} />
      </Form>,
    );
    const stateText = screen.getByLabelText('State (optional)');
    expect(stateText.getAttribute('placeholder')).toBe('State (optional)');
    await user.type(stateText, 'Bavaria');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(form.values.state).toBe('');
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    expect(form.values.state).toBe('CA');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(form.values.state).toBe('');
  });
});
