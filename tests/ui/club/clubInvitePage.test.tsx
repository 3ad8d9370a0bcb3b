// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { COWORKER_INVITE } from '../../application/fakes/FakeClubGateway';
import { FIRST_RENDER_TIMEOUT_MS, renderFormPage } from '../account/renderFormPage';
import { CUSTOMER } from '../renderApp';
import { submitRefused } from '../forms/submitRefused';

afterEach(cleanup);
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

const location = () => screen.getByTestId('location').textContent;

describe('club invite page', () => {
  it('logs out the current user and shows the form of a new member', async () => {
    const { sessionGateway, club } = renderFormPage('/club/invite/abc', { user: CUSTOMER });
    const button = await screen.findByRole(
      'button',
      { name: 'Register as a club user' },
      { timeout: FIRST_RENDER_TIMEOUT_MS },
    );
    expect(sessionGateway.logoutCalls).toBe(1);
    expect(club.checked).toEqual(['abc']);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Company')).toBeTruthy();
    expect(screen.getByLabelText('Co-worker 3 email')).toBeTruthy();
    expect(button).toBeTruthy();
  });

  it('shows every club message after submit, then registers and goes to /club', async () => {
    const user = userEvent.setup();
    const { club } = renderFormPage('/club/invite/abc');
    const button = await screen.findByRole('button', { name: 'Register as a club user' });
    await user.type(screen.getByLabelText('Co-worker 1 email'), 'not-an-email');
    await submitRefused(user, button);
    for (const message of [
      'Password is required',
      'Company is required.',
      'First name is required.',
      'Last name is required.',
      'Please enter your address.',
      'Please enter your zip code.',
      'Please enter your city.',
      'Please select your country.',
      'Please agree to the terms and conditions.',
      'Please enter coworker name and email or leave both blank.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Co-worker 1 name'), 'Jonas');
    expect(screen.getByText('Please enter valid email address for coworker.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Co-worker 1 email'));
    await user.type(screen.getByLabelText('Co-worker 1 email'), 'jonas@studio.test');
    await user.type(screen.getByLabelText('Choose a password'), 'secret1');
    await user.type(screen.getByLabelText('Company'), 'Northlight');
    await user.type(screen.getByLabelText('First name'), 'Mara');
    await user.type(screen.getByLabelText('Last name'), 'Lindqvist');
    await user.type(screen.getByLabelText('Address'), '1 Harbour Road');
    await user.type(screen.getByLabelText('Zip code'), '10001');
    await user.type(screen.getByLabelText('City'), 'New York');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await submitRefused(user, button);
    expect(screen.getByText('Please enter your state.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(button);
    await waitFor(() => expect(location()).toBe('/club'));
    expect(club.registered[0]).toMatchObject({ state: 'NY', country: 'US', token: 'abc' });
  });

  it('hides the company and co-worker fields for a co-worker', async () => {
    renderFormPage('/club/invite/co', { prepare: ({ club }) => (club.check = COWORKER_INVITE) });
    await screen.findByRole('button', { name: 'Register as a club user' });
    expect(screen.queryByLabelText('Company')).toBeNull();
    expect(screen.queryByLabelText('Co-worker 1 name')).toBeNull();
    expect(screen.getByText('Northlight')).toBeTruthy();
  });

  it('asks an existing customer for the current password, with a forgot-password link', async () => {
    renderFormPage('/club/invite/known', {
      prepare: ({ club }) => (club.check = { ...COWORKER_INVITE, alreadyCustomer: true }),
    });
    expect(await screen.findByLabelText('Your current password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/user/forget-password',
    );
  });

  it("shows the server's message in place of the form for an invalid invite", async () => {
    renderFormPage('/club/invite/bad', {
      prepare: ({ club }) =>
        (club.check = new ApiError(
          [errorItem(null, 'This invitation is not valid.', 'not_found')],
          404,
          '/club/invite/check',
        )),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation is not valid.');
    expect(screen.queryByRole('button', { name: 'Register as a club user' })).toBeNull();
  });
});
