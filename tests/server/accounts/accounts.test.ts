import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import {
  ACCOUNT_MESSAGES,
  emailChangeLinkSentMessage,
  PASSWORD_CHANGED_MESSAGE,
} from '../../../src/domain/validation/accountForms';
import { ACCOUNT_ERRORS } from '../../../src/server/accounts/app/accountMessages';
import type { User } from '../../../src/contract/accounts';
import { XSRF_FORBIDDEN_MESSAGE } from '../../../src/server/http/xsrf';
import { createTestApp, type TestApp } from '../support/testApp';
import { bearer, emailChangeCodeFor, registerUser } from './accountClient';

let testApp: TestApp;
// Migrations and the content import take a while on PostgreSQL.
beforeAll(async () => {
  // More accounts than one address may register in a minute: the limit is writeLimits.test.ts's.
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '100' },
    deps: { startMailWorker: false },
  });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

describe('register, login, me, logout', () => {
  it('registers, resolves the user with GET /me and revokes the token at logout', async () => {
    const { api } = testApp;
    const registered = await api.post('/users/register', {
      email: ' Ada@Example.com ',
      password: 'analytical',
    });
    expect(registered.statusCode).toBe(200);
    const { token } = registered.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await api.get('/me', { headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const user = me.json<User>();
    expect(user.email).toBe('ada@example.com');
    expect(user.personal_info.beta).toBe(false);
    expect(typeof user.id).toBe('string');

    const login = await api.post('/users/login', {
      email: 'ada@example.com',
      password: 'analytical',
    });
    expect(login.statusCode).toBe(200);
    const second = login.json<{ token: string }>().token;
    expect(second).not.toBe(token);

    expect(
      (await api.post('/users/logout', undefined, { headers: bearer(second) })).statusCode,
    ).toBe(200);
    const after = await api.get('/me', { headers: bearer(second) });
    expect(after.statusCode).toBe(401);
    expect(after.json<ApiErrorBody>().error.rule).toBe('unauthorized');
    // The other session is untouched.
    expect((await api.get('/me', { headers: bearer(token) })).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await registerUser(testApp, 'hash@example.com');
    const rows = await testApp.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 401 with a message for a wrong password and for an unknown address alike', async () => {
    await registerUser(testApp, 'grace@example.com', 'cobol-forever');
    const wrong = await testApp.api.post('/users/login', {
      email: 'grace@example.com',
      password: 'fortran',
    });
    const unknown = await testApp.api.post('/users/login', {
      email: 'nobody@example.com',
      password: 'fortran',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error).toEqual({
        message: ACCOUNT_ERRORS.invalidCredentials,
        rule: 'invalid_credentials',
      });
    }
  });

  it('answers the domain validator’s field errors for bad input', async () => {
    const response = await testApp.api.post('/users/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors).toEqual([
      { field: 'email', message: ACCOUNT_MESSAGES.emailPattern, rule: 'pattern' },
      { field: 'password', message: ACCOUNT_MESSAGES.passwordRequired, rule: 'required' },
    ]);
  });

  it('refuses a second account for the same address', async () => {
    await registerUser(testApp, 'twice@example.com');
    const response = await testApp.api.post('/users/register', {
      email: 'TWICE@example.com',
      password: 'another one',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors[0]).toMatchObject({
      field: 'email',
      rule: 'unique',
    });
  });

  it('refuses a form call without the XSRF header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'grace@example.com', password: 'cobol-forever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error).toEqual({
      message: XSRF_FORBIDDEN_MESSAGE,
      rule: 'xsrf',
    });
  });
});

describe('settings: e-mail and password', () => {
  it('changes the e-mail address once the link mailed to it is opened', async () => {
    const token = await registerUser(testApp, 'old@example.com');
    const code = await emailChangeCodeFor(testApp, token, 'new@example.com');
    expect((await testApp.api.get('/me', { headers: bearer(token) })).json<User>().email).toBe(
      'old@example.com',
    );
    const confirmed = await testApp.api.post('/users/confirm-email', { code });
    expect(confirmed.statusCode).toBe(200);
    const login = await testApp.api.post('/users/login', {
      email: 'new@example.com',
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers an address another account has as a free one, and keeps the address', async () => {
    await registerUser(testApp, 'taken@example.com');
    const token = await registerUser(testApp, 'wants@example.com');
    const response = await testApp.api.put(
      '/users',
      { email: 'taken@example.com', current_password: 'correct horse' },
      { headers: bearer(token) },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<User & { message: string }>()).toMatchObject({
      email: 'wants@example.com',
      message: emailChangeLinkSentMessage('taken@example.com'),
    });
  });

  it('changes the e-mail only with the current password, and says nothing of the address without it', async () => {
    await registerUser(testApp, 'held@example.com');
    const token = await registerUser(testApp, 'keeps@example.com');
    for (const address of ['held@example.com', 'free@example.com']) {
      const missing = await testApp.api.put(
        '/users',
        { email: address },
        { headers: bearer(token) },
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json<ApiErrorBody>().errors).toEqual([
        { field: 'current_password', message: 'Current Password is required', rule: 'required' },
      ]);
      // A wrong password is refused alike for a taken and a free address.
      const wrong = await testApp.api.put(
        '/users',
        { email: address, current_password: 'not it' },
        { headers: bearer(token) },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<ApiErrorBody>().errors).toEqual([
        {
          field: 'current_password',
          message: ACCOUNT_ERRORS.currentPasswordWrong,
          rule: 'mismatch',
        },
      ]);
    }
    const me = await testApp.api.get('/me', { headers: bearer(token) });
    expect(me.json<User>().email).toBe('keeps@example.com');
  });

  it('changes the password only with the right old password', async () => {
    const token = await registerUser(testApp, 'changer@example.com', 'first-password');
    const other = (
      await testApp.api.post('/users/login', {
        email: 'changer@example.com',
        password: 'first-password',
      })
    ).json<{ token: string }>().token;

    const wrong = await testApp.api.put(
      '/users/change-password',
      { old_password: 'not-it', password: 'second-password' },
      { headers: bearer(token) },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ApiErrorBody>().errors).toEqual([
      { field: 'old_password', message: ACCOUNT_ERRORS.oldPasswordWrong, rule: 'mismatch' },
    ]);

    const right = await testApp.api.put(
      '/users/change-password',
      { old_password: 'first-password', password: 'second-password' },
      { headers: bearer(token) },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json<{ message: string }>().message).toBe(PASSWORD_CHANGED_MESSAGE);
    const login = await testApp.api.post('/users/login', {
      email: 'changer@example.com',
      password: 'second-password',
    });
    expect(login.statusCode).toBe(200);
    // This device stays logged in; the other session ends.
    expect((await testApp.api.get('/me', { headers: bearer(token) })).statusCode).toBe(200);
    expect((await testApp.api.get('/me', { headers: bearer(other) })).statusCode).toBe(401);
  });

  it('needs a login for the settings calls', async () => {
    const response = await testApp.api.put('/users', { email: 'x@example.com' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /settings/orders', () => {
  it('answers the user’s (empty) order list, and 401 to a guest', async () => {
    const token = await registerUser(testApp, 'orders@example.com');
    const response = await testApp.api.post('/settings/orders', {}, { headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await testApp.api.post('/settings/orders', {})).statusCode).toBe(401);
  });
});
