import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { hashSecretToken, newSecretToken } from '../../../src/server/security/secretTokens';
import { linkIn, mailTo } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';
import { bearer, emailChangeCodeFor, registerUser } from './accountClient';

/** A reset code opens the account as it was when the code was sent, and nothing later. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '1000' },
    deps: { startMailWorker: false },
  });
}, 60_000);
afterAll(async () => testApp.close());

let count = 0;
function newAddress(): string {
  count += 1;
  return `holder${count}@example.com`;
}

async function resetCodeFor(email: string): Promise<string> {
  const response = await testApp.api.post('/users/recover/password', { email });
  expect(response.statusCode).toBe(200);
  const [mail] = (await mailTo(testApp, email)).slice(-1);
  if (!mail) throw new Error('no reset mail');
  const link = linkIn(mail, `${testApp.config.publicUrl}/user/change-password?code=`);
  return new URL(link).searchParams.get('code') ?? '';
}

/** A code issued before codes were withdrawn, still outstanding next to a newer one. */
async function outstandingCode(email: string): Promise<string> {
  const user = await testApp.app.appContext.accounts.findByEmail(email);
  const code = newSecretToken();
  const now = Date.now();
  await testApp.database.db
    .insertInto('password_resets')
    .values({
      code_hash: hashSecretToken(code),
      user_id: user!.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 30 * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

async function setPassword(code: string, password = 'a-new-password') {
  return testApp.api.post('/users/set-password', { password, code });
}

function expectRefused(response: Awaited<ReturnType<typeof setPassword>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ApiErrorBody>().error.rule).toBe('invalid_code');
}

describe('outstanding password reset codes', () => {
  it('stop working when a newer code is issued', async () => {
    const email = newAddress();
    await registerUser(testApp, email);
    const first = await resetCodeFor(email);
    const second = await resetCodeFor(email);
    expectRefused(await setPassword(first));
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('stop working when another code is used', async () => {
    const email = newAddress();
    await registerUser(testApp, email);
    const older = await outstandingCode(email);
    const used = await resetCodeFor(email);
    const later = await outstandingCode(email);
    expect((await setPassword(used, 'reset-password')).statusCode).toBe(200);
    expectRefused(await setPassword(older, 'stolen-password'));
    expectRefused(await setPassword(later, 'stolen-password'));
    const login = await testApp.api.post('/users/login', { email, password: 'reset-password' });
    expect(login.statusCode).toBe(200);
  });

  it('stop working when the password is changed', async () => {
    const email = newAddress();
    const session = await registerUser(testApp, email, 'old-password');
    const code = await resetCodeFor(email);
    const change = await testApp.api.put(
      '/users/change-password',
      { old_password: 'old-password', password: 'changed-password' },
      { headers: bearer(session) },
    );
    expect(change.statusCode).toBe(200);
    expectRefused(await setPassword(code));
    const login = await testApp.api.post('/users/login', { email, password: 'changed-password' });
    expect(login.statusCode).toBe(200);
  });

  it('stop working when the e-mail address is changed, and the old address is told', async () => {
    const email = newAddress();
    const moved = newAddress();
    const session = await registerUser(testApp, email);
    const code = await resetCodeFor(email);
    const link = await emailChangeCodeFor(testApp, session, moved);
    expect((await testApp.api.post('/users/confirm-email', { code: link })).statusCode).toBe(200);
    expectRefused(await setPassword(code));

    const [notice, ...more] = (await mailTo(testApp, email)).slice(1);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(
      'The e-mail address of your Fieldwork Type Foundry account was changed',
    );
    expect(notice?.text).toContain(
      'If you did not change it, write to us at hello@fieldwork.example',
    );
    // The old mailbox is not told where the account went.
    expect(notice?.text).not.toContain(moved);
    expect(await mailTo(testApp, moved)).toHaveLength(1);
  });

  it('keep working, and nobody is e-mailed, when the address is saved unchanged', async () => {
    const email = newAddress();
    const session = await registerUser(testApp, email);
    const code = await resetCodeFor(email);
    const same = await testApp.api.put(
      '/users',
      { email: email.toUpperCase(), current_password: 'correct horse' },
      { headers: bearer(session) },
    );
    expect(same.statusCode).toBe(200);
    expect(await mailTo(testApp, email)).toHaveLength(1);
    expect((await setPassword(code)).statusCode).toBe(200);
  });
});
