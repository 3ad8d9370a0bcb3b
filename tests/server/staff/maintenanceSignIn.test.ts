import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../accounts/accountClient';
import { KyselySiteSettings } from '../../../src/server/settings/adapters/KyselySiteSettings';
import { createTestApp, type TestApp } from '../support/testApp';
import { enrolStaff, logIn, totpCode } from './staffClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '10000' },
    deps: { startMailWorker: false },
  });
});
afterAll(() => testApp.close());

describe('signing in during maintenance', () => {
  it('lets staff log in, give the code and switch maintenance off; customers still get 503', async () => {
    const customer = await registerUser(testApp, 'waiting@example.com');
    const secret = await enrolStaff(testApp, 'on-call@example.com');
    await new KyselySiteSettings(testApp.database.db).setMaintenanceMode(true);
    expect((await testApp.api.get('/cart')).statusCode).toBe(503);

    const token = await logIn(testApp, 'on-call@example.com');
    expect((await testApp.api.get('/me', { headers: bearer(token) })).statusCode).toBe(200);
    const given = await testApp.api.post(
      '/admin/session/second-factor',
      { code: await totpCode(secret) },
      { headers: bearer(token) },
    );
    expect(given.statusCode).toBe(200);
    const dashboard = await testApp.api.get('/admin/dashboard', { headers: bearer(token) });
    expect(dashboard.json()).toMatchObject({ maintenance: true });

    const ordersOfCustomer = await testApp.api.post(
      '/settings/orders',
      {},
      { headers: bearer(customer) },
    );
    expect(ordersOfCustomer.statusCode).toBe(503);
    expect(ordersOfCustomer.json().errors[0].rule).toBe('maintenance');

    const off = await testApp.api.put(
      '/admin/maintenance',
      { on: false },
      { headers: bearer(token) },
    );
    expect(off.json()).toEqual({ maintenance: false });
    const after = await testApp.api.post('/settings/orders', {}, { headers: bearer(customer) });
    expect(after.statusCode).toBe(200);
  });
});
