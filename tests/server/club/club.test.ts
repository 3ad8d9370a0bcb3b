import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { CLUB_MESSAGES } from '../../../src/domain/validation/clubRegistrationForm';
import type { User } from '../../../src/contract/accounts';
import { CLUB_ERRORS } from '../../../src/server/club/app/clubRegistration';
import type { ClubInviteCheckAnswer } from '../../../src/contract/club';
import { CLUB_INVITE_INVALID_MESSAGE } from '../../../src/server/club/app/clubInviteStatus';
import { clubInviteCommand } from '../../../src/server/commands/clubInviteCommand';
import { bearer, registerUser } from '../accounts/accountClient';
import { linkIn, mailTo } from '../mail/outbox';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
// Migrations and the content import take a while on PostgreSQL.
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/** The demo invites of content/club/invites.yaml, seeded into every database. */
const MEMBER_INVITE = '7f3c9a1e5b2d4c68a0e1f2b3c4d5e6f7';
const COWORKER_INVITE = 'c2a94e7d1b6f48e3952d0a8b7c6e5f41';

const address = {
  address1: '1 Harbour Road',
  address2: '',
  zip_code: '41101',
  city: 'Gothenburg',
  country: 'SE',
  state: '',
};

async function createInvite(email: string, coworkerOf?: string): Promise<string> {
  const args = coworkerOf ? [email, '--coworker-of', coworkerOf] : [email];
  const output = await clubInviteCommand(testApp.config, args);
  const link = /https:\/\/fonts\.example\/club\/invite\/(\S+)/.exec(output);
  if (!link?.[1]) throw new Error(`no link in: ${output}`);
  return link[1];
}

describe('POST /club/invite/check', () => {
  it('answers a demo invite, and the co-worker invite with the member’s company', async () => {
    const member = await testApp.api.post('/club/invite/check', { token: MEMBER_INVITE });
    expect(member.statusCode).toBe(200);
    expect(member.json<ClubInviteCheckAnswer>()).toMatchObject({
      invite: { email: 'mara.lindqvist@northlight-studio.example', coworker_invite: 0 },
      already_customer: false,
    });

    const coworker = await testApp.api.post('/club/invite/check', { token: COWORKER_INVITE });
    expect(coworker.json<ClubInviteCheckAnswer>().invite).toMatchObject({
      email: 'jonas.weber@northlight-studio.example',
      coworker_invite: 1,
      company: 'Northlight Studio',
      beta_user: { company: 'Northlight Studio' },
    });
  });

  it('answers 404 with a clear message for an unknown invite', async () => {
    for (const token of ['0'.repeat(32), 'not a token', '']) {
      const response = await testApp.api.post('/club/invite/check', { token });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.message).toBe(CLUB_INVITE_INVALID_MESSAGE);
    }
  });
});

describe('POST /club/invite/register', () => {
  it('registers a new member, invites and e-mails the co-workers, and uses the invite up', async () => {
    const token = await createInvite('founder@studio.example');
    const response = await testApp.api.post('/club/invite/register', {
      token,
      email: 'founder@studio.example',
      password: 'club-secret',
      company: 'Studio North',
      first_name: 'Frida',
      last_name: 'Founder',
      terms: true,
      instagram_handle: '@studionorth',
      ...address,
      invited_coworker_emails: [
        { name: 'Colleague One', email: 'one@studio.example' },
        { name: '', email: '' },
        { name: 'Colleague Two', email: 'two@studio.example' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ token: string }>().token;

    const me = (await testApp.api.get('/me', { headers: bearer(session) })).json<User>();
    expect(me.email).toBe('founder@studio.example');
    expect(me.personal_info).toMatchObject({
      beta: true,
      company: 'Studio North',
      first_name: 'Frida',
      last_name: 'Founder',
      city: 'Gothenburg',
    });

    const [mail] = await mailTo(testApp, 'one@studio.example');
    expect(mail?.subject).toBe('Your invitation to the Fieldwork Type Foundry Club');
    expect(mail?.text).toContain('Frida Founder of Studio North');
    expect(await mailTo(testApp, 'two@studio.example')).toHaveLength(1);
    const coworkerToken = linkIn(mail!, 'https://fonts.example/club/invite/').split('/').pop();

    const check = await testApp.api.post('/club/invite/check', { token: coworkerToken });
    expect(check.json<ClubInviteCheckAnswer>().invite).toMatchObject({
      email: 'one@studio.example',
      coworker_invite: 1,
      company: 'Studio North',
    });

    const reused = await testApp.api.post('/club/invite/check', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json<ApiErrorBody>().error.message).toBe(CLUB_INVITE_INVALID_MESSAGE);
  });

  it('registers a co-worker with the inviting member’s company and no company field', async () => {
    const response = await testApp.api.post('/club/invite/register', {
      token: COWORKER_INVITE,
      email: 'jonas.weber@northlight-studio.example',
      password: 'coworker-secret',
      first_name: 'Jonas',
      last_name: 'Weber',
      terms: true,
      ...address,
    });
    expect(response.statusCode).toBe(200);
    const me = (
      await testApp.api.get('/me', { headers: bearer(response.json<{ token: string }>().token) })
    ).json<User>();
    expect(me.personal_info).toMatchObject({ beta: true, company: 'Northlight Studio' });
  });

  it('makes an existing customer give the current password', async () => {
    const customer = await registerUser(testApp, 'customer@example.com', 'customer-password');
    const token = await createInvite('customer@example.com');
    const check = await testApp.api.post('/club/invite/check', { token });
    expect(check.json<ClubInviteCheckAnswer>().already_customer).toBe(true);

    const form = {
      token,
      email: 'customer@example.com',
      company: 'Customer & Co',
      first_name: 'Cus',
      last_name: 'Tomer',
      terms: true,
      ...address,
    };
    const wrong = await testApp.api.post('/club/invite/register', { ...form, password: 'guess' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ApiErrorBody>().errors).toEqual([
      { field: 'password', message: CLUB_ERRORS.currentPasswordWrong, rule: 'mismatch' },
    ]);
    expect(
      (await testApp.api.get('/me', { headers: bearer(customer) })).json<User>().personal_info.beta,
    ).toBe(false);

    const right = await testApp.api.post('/club/invite/register', {
      ...form,
      password: 'customer-password',
    });
    expect(right.statusCode).toBe(200);
    const me = await testApp.api.get('/me', { headers: bearer(customer) });
    expect(me.json<User>().personal_info.beta).toBe(true);
  });

  it('takes the country and US state only as codes, and saves nothing else', async () => {
    const token = await createInvite('free-text@studio.example');
    const form = {
      token,
      email: 'free-text@studio.example',
      password: 'club-secret',
      company: 'Studio Text',
      first_name: 'Tess',
      last_name: 'Text',
      terms: true,
      ...address,
    };
    const country = await testApp.api.post('/club/invite/register', {
      ...form,
      country: 'United States',
      state: 'NY',
    });
    expect(country.statusCode).toBe(422);
    expect(country.json<ApiErrorBody>().errors).toEqual([
      { field: 'country', message: 'Please select your country.', rule: 'choice' },
    ]);
    const state = await testApp.api.post('/club/invite/register', {
      ...form,
      country: 'US',
      state: 'New York',
    });
    expect(state.json<ApiErrorBody>().errors).toEqual([
      { field: 'state', message: 'Please enter your state.', rule: 'choice' },
    ]);
    const users = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'free-text@studio.example')
      .execute();
    expect(users).toEqual([]);
  });

  it('answers the club form’s field errors', async () => {
    const token = await createInvite('incomplete@example.com');
    const response = await testApp.api.post('/club/invite/register', {
      token,
      email: 'incomplete@example.com',
      password: 'club-secret',
      country: 'US',
      invited_coworker_emails: [{ name: 'Half Row', email: '' }],
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ApiErrorBody>().errors;
    expect(errors).toContainEqual({
      field: 'company',
      message: CLUB_MESSAGES.company,
      rule: 'required',
    });
    expect(errors).toContainEqual({
      field: 'state',
      message: CLUB_MESSAGES.state,
      rule: 'required',
    });
    expect(errors).toContainEqual({
      field: 'terms',
      message: CLUB_MESSAGES.terms,
      rule: 'required',
    });
    expect(errors).toContainEqual({
      field: 'invited_coworker_emails.0.email',
      message: CLUB_MESSAGES.coworkerEmail,
      rule: 'required',
    });
    // The invite is still usable after a refused form.
    expect((await testApp.api.post('/club/invite/check', { token })).statusCode).toBe(200);
  });

  it('invites a co-worker from the command line with the member’s company', async () => {
    const token = await createInvite(
      'newhire@northlight-studio.example',
      'jonas.weber@northlight-studio.example',
    );
    const check = await testApp.api.post('/club/invite/check', { token });
    expect(check.json<ClubInviteCheckAnswer>().invite).toMatchObject({
      coworker_invite: 1,
      company: 'Northlight Studio',
    });
    const [mail] = await mailTo(testApp, 'newhire@northlight-studio.example');
    expect(mail?.text).toContain('Jonas Weber of Northlight Studio');
  });
});

describe('the members-only club page', () => {
  it('answers 401 to a guest, 403 to a customer and the page to a member', async () => {
    expect((await testApp.api.get('/pages/templates/club')).statusCode).toBe(401);
    const customer = await registerUser(testApp, 'just-a-customer@example.com');
    const forbidden = await testApp.api.get('/pages/templates/club', { headers: bearer(customer) });
    expect(forbidden.statusCode).toBe(403);

    const token = await createInvite('member@example.com');
    const registered = await testApp.api.post('/club/invite/register', {
      token,
      email: 'member@example.com',
      password: 'member-secret',
      company: 'Member Studio',
      first_name: 'Mem',
      last_name: 'Ber',
      terms: true,
      ...address,
    });
    const member = registered.json<{ token: string }>().token;
    const page = await testApp.api.get('/pages/templates/club', { headers: bearer(member) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('beta');
  });
});
