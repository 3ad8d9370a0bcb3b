import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { RESET_REQUEST_SUCCESS_MESSAGE } from '../../../src/domain/validation/accountForms';
import { ACCOUNT_ERRORS } from '../../../src/server/accounts/app/accountMessages';
import { linkIn, mailTo, readOutbox } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';
import { bearer, registerUser } from './accountClient';

let testApp: TestApp;
// Migrations and the content import take a while on PostgreSQL.
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function requestReset(email: string): Promise<string> {
  const response = await testApp.api.post('/users/recover/password', { email });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function resetCodeFor(email: string): Promise<string> {
  await requestReset(email);
  const [mail] = (await mailTo(testApp, email)).slice(-1);
  if (!mail) throw new Error('no reset mail');
  const link = linkIn(mail, `${testApp.config.publicUrl}/user/change-password?code=`);
  return new URL(link).searchParams.get('code') ?? '';
}

describe('password recovery', () => {
  it('answers the same for an address with and without an account', async () => {
    await registerUser(testApp, 'known@example.com');
    const known = await requestReset('known@example.com');
    const unknown = await requestReset('unknown@example.com');
    expect(known).toBe(unknown);
    expect(JSON.parse(known)).toEqual({ message: RESET_REQUEST_SUCCESS_MESSAGE });
    expect(await mailTo(testApp, 'unknown@example.com')).toEqual([]);
    const [mail] = await mailTo(testApp, 'known@example.com');
    expect(mail?.subject).toBe('Reset your Fieldwork Type Foundry password');
    expect(mail?.html).toContain('https://fonts.example/user/change-password?code=');
  });

  it('sets a new password with the e-mailed code, once', async () => {
    const session = await registerUser(testApp, 'forgetful@example.com', 'old-password');
    const code = await resetCodeFor('forgetful@example.com');

    const set = await testApp.api.post('/users/set-password', { password: 'new-password', code });
    expect(set.statusCode).toBe(200);
    const login = await testApp.api.post('/users/login', {
      email: 'forgetful@example.com',
      password: 'new-password',
    });
    expect(login.statusCode).toBe(200);
    // A reset ends the sessions that existed before it.
    expect((await testApp.api.get('/me', { headers: bearer(session) })).statusCode).toBe(401);

    const again = await testApp.api.post('/users/set-password', {
      password: 'third-password',
      code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error.message).toBe(ACCOUNT_ERRORS.resetCodeInvalid);
  });

  it('accepts PUT /users/update/password as the same call', async () => {
    await registerUser(testApp, 'alias@example.com', 'old-password');
    const code = await resetCodeFor('alias@example.com');
    const set = await testApp.api.put('/users/update/password', { password: 'new-password', code });
    expect(set.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await registerUser(testApp, 'late@example.com', 'old-password');
    const code = await resetCodeFor('late@example.com');
    await testApp.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const set = await testApp.api.post('/users/set-password', { password: 'new-password', code });
    expect(set.statusCode).toBe(400);
    expect(set.json<ApiErrorBody>().error.rule).toBe('invalid_code');
    const login = await testApp.api.post('/users/login', {
      email: 'late@example.com',
      password: 'old-password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers field errors for a missing password', async () => {
    const response = await testApp.api.post('/users/set-password', { code: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().errors[0]).toMatchObject({
      field: 'password',
      rule: 'required',
    });
    expect((await readOutbox(testApp)).every((mail) => !mail.text.includes('undefined'))).toBe(
      true,
    );
  });
});
