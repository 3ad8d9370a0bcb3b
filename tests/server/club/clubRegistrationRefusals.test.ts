import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { CLUB_INVITE_INVALID_MESSAGE } from '../../../src/server/club/app/clubInviteStatus';
import { CLUB_ERRORS } from '../../../src/server/club/app/clubRegistration';
import { clubInviteCommand } from '../../../src/server/commands/clubInviteCommand';
import { createTestApp, type TestApp } from '../support/testApp';

/*
 * The club registration's refusals that only the use case can tell (clubRegistration.ts),
 * as the error handler answers them. Its own app: the form is rate-limited.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '10000' },
    deps: { startMailWorker: false },
  });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function inviteToken(email: string): Promise<string> {
  const output = await clubInviteCommand(testApp.config, [email]);
  const token = /\/club\/invite\/(\S+)/.exec(output)?.[1];
  if (!token) throw new Error(`no link in: ${output}`);
  return token;
}

describe('POST /club/invite/register refusals', () => {
  it('refuses another address than the invited one, and lets one of two racing forms in', async () => {
    const form = {
      token: await inviteToken('racer@studio.example'),
      email: 'racer@studio.example',
      password: 'club-secret',
      company: 'Race & Co',
      first_name: 'Rae',
      last_name: 'Cer',
      terms: true,
      address1: '1 Harbour Road',
      zip_code: '41101',
      city: 'Gothenburg',
      country: 'SE',
    };
    const other = await testApp.api.post('/club/invite/register', {
      ...form,
      email: 'someone-else@studio.example',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<ApiErrorBody>().errors).toEqual([
      { field: 'email', message: CLUB_ERRORS.emailMismatch, rule: 'invite_email' },
    ]);

    const answers = await Promise.all([
      testApp.api.post('/club/invite/register', form),
      testApp.api.post('/club/invite/register', form),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const refused = answers.find((answer) => answer.statusCode === 410);
    expect(refused?.json<ApiErrorBody>().errors).toEqual([
      { field: null, message: CLUB_INVITE_INVALID_MESSAGE, rule: 'invite_used' },
    ]);
  });
});
