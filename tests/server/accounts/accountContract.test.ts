import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe } from '../../../src/contract/accounts';
import { postClubInviteCheck } from '../../../src/contract/club';
import { createTestApp, type TestApp } from '../support/testApp';
import { bearer, registerUser } from './accountClient';

/*
 * The account, password and club calls against their endpoints in the wire contract
 * (src/contract/accounts.ts, club.ts): a body no form sends is 400 with field errors before
 * any form rule; answers are in the declared shape and published in the OpenAPI document.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
}, 60_000);
afterAll(() => testApp.close());

/** A demo invite of content/club/invites.yaml, seeded into every database. */
const MEMBER_INVITE = '7f3c9a1e5b2d4c68a0e1f2b3c4d5e6f7';

describe('the account and club contract', () => {
  it('refuses a wrong-typed body of login, register and club register with field errors', async () => {
    const wrong: [string, Record<string, unknown>, string, string][] = [
      ['/users/login', { email: { address: 'a@b.example' } }, 'email', 'text'],
      ['/users/register', { email: 'a@b.example', password: { secret: 1 } }, 'password', 'text'],
      ['/club/invite/register', { token: MEMBER_INVITE, terms: 'maybe' }, 'terms', 'true or false'],
      [
        '/club/invite/register',
        { token: MEMBER_INVITE, invited_coworker_emails: [{ email: { at: 'x' } }] },
        'invited_coworker_emails.0.email',
        'text',
      ],
    ];
    for (const [path, body, field, type] of wrong) {
      const response = await testApp.api.post(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual([
        { field, message: `${field} must be ${type}.`, rule: 'validation' },
      ]);
    }
    // The invitation was not used by a refused body.
    const check = await testApp.api.post('/club/invite/check', { token: MEMBER_INVITE });
    expect(check.statusCode).toBe(200);
    expect(postClubInviteCheck.response.safeParse(check.json()).success).toBe(true);
  });

  it('answers GET /me in the declared shape, with nothing of the account’s secrets', async () => {
    const token = await registerUser(testApp, 'shape@example.com', 'shape-password');
    const me = await testApp.api.get('/me', { headers: bearer(token) });
    expect(getMe.response.safeParse(me.json()).success).toBe(true);
    expect(me.body).not.toContain('password');
    expect(me.body).not.toContain(token);
  });

  it('publishes every account, password and club endpoint in /api/v1/openapi.json', async () => {
    const document = (await testApp.api.get('/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [
        `${method.toUpperCase()} ${path}`,
        operation.tags,
      ]),
    );
    const expected = [
      ['POST /api/v1/users/register', ['accounts']],
      ['POST /api/v1/users/login', ['accounts']],
      ['GET /api/v1/me', ['accounts']],
      ['POST /api/v1/users/logout', ['accounts']],
      ['PUT /api/v1/users', ['accounts']],
      ['POST /api/v1/users/confirm-email', ['accounts']],
      ['PUT /api/v1/users/change-password', ['accounts']],
      ['POST /api/v1/users/recover/password', ['accounts']],
      ['POST /api/v1/users/set-password', ['accounts']],
      ['PUT /api/v1/users/update/password', ['accounts']],
      ['POST /api/v1/club/invite/check', ['club']],
      ['POST /api/v1/club/invite/register', ['club']],
    ];
    for (const endpoint of expected) expect(declared).toContainEqual(endpoint);
  });
});
