import { describe, expect, it } from 'vitest';
import { AccountScreens } from '../../../src/application/account/AccountScreens';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AppEvents } from '../../../src/application/events/AppEvents';
import { SessionStore } from '../../../src/application/stores/SessionStore';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
} from '../../../src/domain/validation/accountForms';
import { FakeAccountGateway } from '../fakes/FakeAccountGateway';
import { FakeSessionGateway } from '../fakes/FakeSessionGateway';
import { InMemoryProfileStore } from '../fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../fakes/InMemoryTokenStore';
import { DOMAIN_FORM_VALIDATOR } from '../forms/domainFormValidator';

function setUp(loggedIn = false) {
  const gateway = new FakeAccountGateway();
  const sessionGateway = new FakeSessionGateway({ email: 'ada@example.test' });
  const tokens = new InMemoryTokenStore(loggedIn ? 'token' : null);
  const profiles = new InMemoryProfileStore(loggedIn ? { email: 'ada@example.test' } : null);
  const session = new SessionStore(sessionGateway, tokens, profiles, new AppEvents());
  return {
    gateway,
    sessionGateway,
    tokens,
    session,
    screens: new AccountScreens(gateway, session, DOMAIN_FORM_VALIDATOR),
  };
}

describe('AccountScreens', () => {
  it('logs in: keeps the token and learns who it belongs to', async () => {
    const { screens, gateway, tokens, session } = setUp();
    const form = screens.loginForm();
    form.set('email', 'ada@example.test');
    form.set('password', 'secret1');
    expect((await form.submit()).ok).toBe(true);
    expect(gateway.calls).toEqual([
      { method: 'login', values: { email: 'ada@example.test', password: 'secret1' } },
    ]);
    expect(tokens.read()).toBe('new-token');
    expect(session.isLoggedIn).toBe(true);
  });

  it("shows the login form's own messages, and the server's message on failure", async () => {
    const { screens, gateway } = setUp();
    const form = screens.loginForm();
    await form.submit();
    expect(form.fieldError('email')).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(form.fieldError('password')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    gateway.failWith = new ApiError(
      [errorItem(null, 'These credentials do not match.', 'invalid_credentials')],
      401,
      '/users/login',
    );
    form.set('email', 'ada@example.test');
    form.set('password', 'wrong');
    await form.submit();
    expect(form.formErrors).toEqual(['These credentials do not match.']);
  });

  it('asks for a reset e-mail and says to check the inbox', async () => {
    const { screens } = setUp();
    const form = screens.passwordResetRequestForm();
    form.set('email', 'ada@example.test');
    await form.submit();
    expect(form.successMessage).toBe(RESET_REQUEST_SUCCESS_MESSAGE);
  });

  it("sets the new password with the link's code, then clears the field", async () => {
    const { screens, gateway } = setUp();
    const form = screens.passwordSetForm('the-code');
    form.set('password', 'new-secret');
    await form.submit();
    expect(gateway.calls[0]).toEqual({
      method: 'setPassword',
      values: { password: 'new-secret', code: 'the-code' },
    });
    expect(form.successMessage).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(form.values.password).toBe('');
  });

  it('asks for the e-mail change with the current password, starting from the current address, and shows the note answered', async () => {
    const { screens, sessionGateway, gateway } = setUp(true);
    const form = screens.emailChangeForm();
    expect(form.values.email).toBe('ada@example.test');
    gateway.emailChangeNote = 'We sent a confirmation link to ada@new.test.';
    form.set('email', 'ada@new.test');
    await form.submit();
    expect(form.fieldError('current_password')).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(gateway.calls).toEqual([]);
    form.set('current_password', 'secret1');
    await form.submit();
    expect(gateway.calls).toEqual([
      { method: 'changeEmail', values: { email: 'ada@new.test', current_password: 'secret1' } },
    ]);
    expect(form.successMessage).toBe('We sent a confirmation link to ada@new.test.');
    // Nothing changed yet: the profile is not asked again, and the form shows the address
    // the account still has; the password is not kept.
    expect(sessionGateway.meCalls).toBe(0);
    expect(form.values).toEqual({ email: 'ada@example.test', current_password: '' });
  });

  it('confirms the e-mail change with the link code and refreshes a logged-in profile', async () => {
    const { screens, sessionGateway, gateway } = setUp(true);
    sessionGateway.user = { email: 'ada@new.test' };
    const form = screens.emailConfirmForm('link-code');
    await form.submit();
    expect(gateway.calls).toEqual([{ method: 'confirmEmail', values: { code: 'link-code' } }]);
    expect(form.successMessage).toBe(EMAIL_CHANGED_MESSAGE);
    expect(sessionGateway.meCalls).toBe(1);
  });

  it('confirms the e-mail change from a logged-out browser without asking for a profile', async () => {
    const { screens, sessionGateway, gateway } = setUp(false);
    const form = screens.emailConfirmForm('link-code');
    await form.submit();
    expect(gateway.calls).toEqual([{ method: 'confirmEmail', values: { code: 'link-code' } }]);
    expect(form.successMessage).toBe(EMAIL_CHANGED_MESSAGE);
    expect(sessionGateway.meCalls).toBe(0);
  });

  it('changes the password with the old one, and needs both', async () => {
    const { screens, gateway } = setUp(true);
    const form = screens.passwordChangeForm();
    await form.submit();
    expect(form.fieldError('old_password')).toBe(ACCOUNT_MESSAGES.oldPasswordRequired);
    expect(form.fieldError('password')).toBe(ACCOUNT_MESSAGES.newPasswordRequired);
    form.set('old_password', 'secret1');
    form.set('password', 'secret2');
    await form.submit();
    expect(gateway.calls[0]?.method).toBe('changePassword');
    expect(form.successMessage).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(form.values).toEqual({ old_password: '', password: '' });
  });

  it('loads the order history', async () => {
    const { screens, gateway } = setUp(true);
    expect(await screens.orderHistory()).toEqual([]);
    expect(gateway.calls).toEqual([{ method: 'orders', values: undefined }]);
  });
});
