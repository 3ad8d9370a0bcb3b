import { afterEach, describe, expect, it } from 'vitest';
import { KyselyClubInvites } from '../../../src/server/club/adapters/KyselyClubInvites';
import { seedDatabase } from '../../../src/server/seed/seedDatabase';
import { createTestApp, type TestApp } from '../support/testApp';

/** The demo invites of content/club/invites.yaml: their tokens are public. */
const MEMBER_INVITE = '7f3c9a1e5b2d4c68a0e1f2b3c4d5e6f7';
const COWORKER_INVITE = 'c2a94e7d1b6f48e3952d0a8b7c6e5f41';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('demo club invites', () => {
  it('are not imported when NODE_ENV is production', async () => {
    testApp = await createTestApp({
      env: { NODE_ENV: 'production' },
      deps: { startMailWorker: false },
    });
    for (const token of [MEMBER_INVITE, COWORKER_INVITE]) {
      const check = await testApp.api.post('/club/invite/check', { token });
      expect(check.statusCode).toBe(404);
    }
    const register = await testApp.api.post('/club/invite/register', {
      token: MEMBER_INVITE,
      email: 'mara.lindqvist@northlight-studio.example',
      password: 'club-secret',
    });
    expect(register.statusCode).toBe(404);
  }, 60_000);

  it('are imported elsewhere, and an unused one is withdrawn when production starts', async () => {
    testApp = await createTestApp({ deps: { startMailWorker: false } });
    const { db } = testApp.database;
    expect(
      (await testApp.api.post('/club/invite/check', { token: MEMBER_INVITE })).statusCode,
    ).toBe(200);
    const invites = new KyselyClubInvites(db);
    const used = await invites.find(COWORKER_INVITE);
    expect(await invites.markUsed(used!.id)).toBe(true);

    const notes = await seedDatabase(db, { ...testApp.config, nodeEnv: 'production' });
    expect(notes).toContain('club invites: no demo invites in production, 1 withdrawn');
    expect(
      (await testApp.api.post('/club/invite/check', { token: MEMBER_INVITE })).statusCode,
    ).toBe(404);
    // A used invitation stays, as every used one does: it still says it was used.
    expect(
      (await testApp.api.post('/club/invite/check', { token: COWORKER_INVITE })).statusCode,
    ).toBe(410);
  }, 60_000);
});
