import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/contract/accounts';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import {
  EMAIL_CHANGED_MESSAGE,
  emailChangeLinkSentMessage,
} from '../../../src/domain/validation/accountForms';
import { ACCOUNT_ERRORS } from '../../../src/server/accounts/app/accountMessages';
import { KyselyAccountRepository } from '../../../src/server/accounts/adapters/KyselyAccountRepository';
import {
  EMAIL_CHANGE_LINK_LIFETIME_MS,
  KyselyEmailChangeLinks,
} from '../../../src/server/accounts/adapters/KyselyEmailChangeLinks';
import { KyselyMailQueue } from '../../../src/server/mail/adapters/KyselyMailQueue';
import { hashSecretToken } from '../../../src/server/security/secretTokens';
import { mailTo } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';
import { bearer, emailChangeCodeFor, registerUser } from './accountClient';

/** The settings' e-mail change waits for the link mailed to the new address. */
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
  return `mover${count}@example.com`;
}

async function askToMove(token: string, email: string) {
  return testApp.api.put(
    '/users',
    { email, current_password: 'correct horse' },
    { headers: bearer(token) },
  );
}

const confirm = (code: string) => testApp.api.post('/users/confirm-email', { code });

async function emailOf(token: string): Promise<string> {
  return (await testApp.api.get('/me', { headers: bearer(token) })).json<User>().email;
}

function expectLinkRefused(response: Awaited<ReturnType<typeof confirm>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ApiErrorBody>().errors).toEqual([
    { field: null, message: ACCOUNT_ERRORS.emailChangeLinkInvalid, rule: 'invalid_code' },
  ]);
}

describe('PUT /users with a new address', () => {
  it('answers a taken address exactly as a free one, and changes neither at once', async () => {
    const taken = newAddress();
    const free = newAddress();
    await registerUser(testApp, taken);
    const email = newAddress();
    const token = await registerUser(testApp, email);

    const toTaken = await askToMove(token, taken);
    const toFree = await askToMove(token, free);
    expect(toTaken.statusCode).toBe(200);
    expect(toFree.statusCode).toBe(200);
    // The same body but for the address the note names.
    expect(toTaken.body.replaceAll(taken, free)).toBe(toFree.body);
    expect(toFree.json<User & { message: string }>()).toMatchObject({
      email,
      message: emailChangeLinkSentMessage(free),
    });
    expect(await emailOf(token)).toBe(email);
  });

  it('mails a link to a free address and a notice without one to a taken address', async () => {
    const taken = newAddress();
    const free = newAddress();
    await registerUser(testApp, taken);
    const token = await registerUser(testApp, newAddress());
    await askToMove(token, taken);
    await askToMove(token, free);

    const [notice, ...moreToTaken] = await mailTo(testApp, taken);
    expect(moreToTaken).toEqual([]);
    expect(notice?.text).toContain('if it was you, log in or reset your password');
    expect(notice?.text).not.toContain('/user/confirm-email');
    const [link, ...moreToFree] = await mailTo(testApp, free);
    expect(moreToFree).toEqual([]);
    expect(link?.text).toContain(`${testApp.config.publicUrl}/user/confirm-email?code=`);
  });
});

describe('POST /users/confirm-email', () => {
  it('moves the account to the new address once, tells the old one, and refuses the link again', async () => {
    const email = newAddress();
    const moved = newAddress();
    const token = await registerUser(testApp, email);
    const code = await emailChangeCodeFor(testApp, token, moved);

    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGED_MESSAGE });
    expect(await emailOf(token)).toBe(moved);
    const login = await testApp.api.post('/users/login', {
      email: moved,
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(200);
    const [notice] = await mailTo(testApp, email);
    expect(notice?.subject).toBe(
      'The e-mail address of your Fieldwork Type Foundry account was changed',
    );

    expectLinkRefused(await confirm(code));
  });

  it('refuses an expired link, an unknown one and one that is not a code', async () => {
    const email = newAddress();
    const token = await registerUser(testApp, email);
    const code = await emailChangeCodeFor(testApp, token, newAddress());
    await testApp.database.db
      .updateTable('email_change_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code_hash', '=', hashSecretToken(code))
      .execute();

    expectLinkRefused(await confirm(code));
    expectLinkRefused(await confirm('A'.repeat(43)));
    expectLinkRefused(await confirm('not a code'));
    expect(await emailOf(token)).toBe(email);
  });

  it('withdraws a link when a newer one is asked for', async () => {
    const email = newAddress();
    const token = await registerUser(testApp, email);
    const first = await emailChangeCodeFor(testApp, token, newAddress());
    const second = newAddress();
    const latest = await emailChangeCodeFor(testApp, token, second);
    expectLinkRefused(await confirm(first));
    expect((await confirm(latest)).statusCode).toBe(200);
    expect(await emailOf(token)).toBe(second);
  });

  it('checks the address again: one registered since the link was sent is refused', async () => {
    const email = newAddress();
    const wanted = newAddress();
    const token = await registerUser(testApp, email);
    const code = await emailChangeCodeFor(testApp, token, wanted);
    await registerUser(testApp, wanted);

    const refused = await confirm(code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiErrorBody>().errors).toEqual([
      { field: 'email', message: ACCOUNT_ERRORS.emailTaken, rule: 'unique' },
    ]);
    expect(await emailOf(token)).toBe(email);
    // The link is used up: it does not work once the address is free again.
    expectLinkRefused(await confirm(code));
  });
});

describe('KyselyEmailChangeLinks', () => {
  it('keeps a link for 24 hours from the time it was issued, by the clock given', async () => {
    const email = newAddress();
    const moved = newAddress();
    await registerUser(testApp, email);
    const account = await testApp.app.appContext.accounts.findByEmail(email);
    const { db } = testApp.database;
    const mailQueue = new KyselyMailQueue(db);
    const links = new KyselyEmailChangeLinks(
      db,
      new KyselyAccountRepository(db, mailQueue),
      mailQueue,
    );
    const issuedAt = new Date('2030-01-01T12:00:00.000Z');
    let code = '';
    await links.issue(account!.id, moved, issuedAt, (issued) => {
      code = issued;
      return { to: moved, subject: 'link', text: issued, html: issued };
    });
    const notice = (to: string) => ({ to, subject: 'moved', text: '', html: '' });
    const dayLater = new Date(issuedAt.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS);
    expect(await links.confirm(code, dayLater, notice)).toEqual({ status: 'invalid' });
    const justBefore = new Date(dayLater.getTime() - 1);
    expect(await links.confirm(code, justBefore, notice)).toEqual({
      status: 'changed',
      userId: account!.id,
      email: moved,
    });
  });
});
