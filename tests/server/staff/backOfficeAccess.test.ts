import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../accounts/accountClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { enrolStaff, logIn, signInStaff, staffAccounts, totpCode } from './staffClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '10000', STAFF_SESSION_MINUTES: '60' },
    deps: { startMailWorker: false },
  });
});
afterAll(() => testApp.close());

const errorRule = (body: string) => (JSON.parse(body) as { errors: { rule: string }[] }).errors;

describe('the back office guard', () => {
  it('answers a guest 401 and a customer 403 in the error shape', async () => {
    const guest = await testApp.api.get('/admin/orders');
    expect(guest.statusCode).toBe(401);
    expect(errorRule(guest.body)).toEqual([expect.objectContaining({ rule: 'unauthorized' })]);

    const customer = await registerUser(testApp, 'customer@example.com');
    for (const [method, path] of [
      ['GET', '/admin/orders'],
      ['GET', '/admin/audit'],
      ['GET', '/admin/session'],
      ['PUT', '/admin/maintenance'],
    ] as const) {
      const response = await testApp.api.call(method, path, {
        headers: bearer(customer),
        body: method === 'PUT' ? { on: true } : undefined,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({
        error: expect.objectContaining({ rule: 'staff_only' }),
        errors: [{ field: null, message: expect.any(String), rule: 'staff_only' }],
      });
    }
  });

  it('guards the route the router matched, however its path is spelled', async () => {
    const customer = await registerUser(testApp, 'spelling@example.com');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/%61dmin/orders',
      headers: bearer(customer),
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets staff in only after the TOTP code, and a code only once', async () => {
    const secret = await enrolStaff(testApp, 'staff@example.com');
    const token = await logIn(testApp, 'staff@example.com');

    const early = await testApp.api.get('/admin/orders', { headers: bearer(token) });
    expect(early.statusCode).toBe(403);
    expect(errorRule(early.body)[0]?.rule).toBe('second_factor_required');
    const session = await testApp.api.get('/admin/session', { headers: bearer(token) });
    expect(session.json()).toEqual({ email: 'staff@example.com', second_factor: false });

    const wrong = await testApp.api.post(
      '/admin/session/second-factor',
      { code: '000000' === (await totpCode(secret)) ? '111111' : '000000' },
      { headers: bearer(token) },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { field: 'code', message: expect.any(String), rule: 'invalid_code' },
    ]);

    const code = await totpCode(secret);
    const given = await testApp.api.post(
      '/admin/session/second-factor',
      { code },
      { headers: bearer(token) },
    );
    expect(given.statusCode).toBe(200);
    const orders = await testApp.api.get('/admin/orders', { headers: bearer(token) });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toMatchObject({ page: 1, page_size: 25 });

    // The same code on another login is refused: someone who saw it cannot use it.
    const other = await logIn(testApp, 'staff@example.com');
    const replay = await testApp.api.post(
      '/admin/session/second-factor',
      { code },
      { headers: bearer(other) },
    );
    expect(replay.statusCode).toBe(422);
  });

  it('gives staff a shorter session than customers', async () => {
    await enrolStaff(testApp, 'short@example.com');
    await logIn(testApp, 'short@example.com');
    await registerUser(testApp, 'long@example.com');
    const rows = await testApp.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.email', 'sessions.created_at', 'sessions.expires_at'])
      .where('users.email', 'in', ['short@example.com', 'long@example.com'])
      .execute();
    const lifetime = (email: string) => {
      const row = rows.find((r) => r.email === email);
      if (!row) throw new Error(`no session of ${email}`);
      return Date.parse(row.expires_at) - Date.parse(row.created_at);
    };
    expect(lifetime('short@example.com')).toBe(60 * 60_000);
    expect(lifetime('long@example.com')).toBeGreaterThan(24 * 60 * 60_000);
  });

  it('ends the sessions of a staff member who is removed', async () => {
    const token = await signInStaff(testApp, 'leaving@example.com');
    expect(await staffAccounts(testApp).demote('leaving@example.com')).toBe(true);
    const after = await testApp.api.get('/admin/orders', { headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const again = await logIn(testApp, 'leaving@example.com');
    expect((await testApp.api.get('/admin/orders', { headers: bearer(again) })).statusCode).toBe(
      403,
    );
  });
});

describe('the audit log', () => {
  it('keeps who did what, when, before and after, newest first', async () => {
    const token = await signInStaff(testApp, 'auditor@example.com');
    const switched = await testApp.api.put(
      '/admin/maintenance',
      { on: true },
      { headers: bearer(token) },
    );
    expect(switched.json()).toEqual({ maintenance: true });
    // Staff reach the back office during maintenance: they turn it off from there.
    const dashboard = await testApp.api.get('/admin/dashboard', { headers: bearer(token) });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ maintenance: true });
    await testApp.api.put('/admin/maintenance', { on: false }, { headers: bearer(token) });

    const audit = await testApp.api.get('/admin/audit', { headers: bearer(token) });
    expect(audit.statusCode).toBe(200);
    const mine = audit
      .json<{
        entries: {
          staff_email: string;
          action: string;
          before: string;
          after: string;
          at: string;
        }[];
      }>()
      .entries.filter((entry) => entry.staff_email === 'auditor@example.com');
    expect(mine.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['shop.maintenance', '{"on":true}', '{"on":false}'],
      ['shop.maintenance', '{"on":false}', '{"on":true}'],
      ['staff.signed_in', null, null],
    ]);
    expect(mine.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('never answers a TOTP secret', async () => {
    const secret = await enrolStaff(testApp, 'secretive@example.com');
    const token = await logIn(testApp, 'secretive@example.com');
    await testApp.api.post(
      '/admin/session/second-factor',
      { code: await totpCode(secret) },
      { headers: bearer(token) },
    );
    for (const path of ['/admin/session', '/admin/audit', '/me']) {
      const response = await testApp.api.get(path, { headers: bearer(token) });
      expect(response.body, path).not.toContain(secret);
    }
  });
});
