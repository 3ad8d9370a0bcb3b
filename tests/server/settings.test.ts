import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/errorAnswer';
import type { SettingsAnswer as Settings } from '../../src/contract/settings';
import { KyselySiteSettings } from '../../src/server/settings/adapters/KyselySiteSettings';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/v1/settings', () => {
  it('answers the shop constants from the configuration', async () => {
    testApp = await createTestApp({
      env: { CURRENCY: 'EUR', CURRENCY_SYMBOL: '€', PRO_MULTIPLICATION: '2' },
    });
    const response = await testApp.api.get('/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toEqual({
      maintenance_mode: false,
      currency: 'EUR',
      currency_symbol: '€',
      pro_multiplication: 2,
      foundry_name: 'Fieldwork Type Foundry',
      abbreviation: 'FTF',
      contact_email: 'hello@fieldwork.example',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('maintenance mode', () => {
  it('follows the stored switch that the maintenance command writes', async () => {
    testApp = await createTestApp();
    const { api, database } = testApp;

    await new KyselySiteSettings(database.db).setMaintenanceMode(true);
    expect((await api.get('/settings')).json<Settings>().maintenance_mode).toBe(true);

    await new KyselySiteSettings(database.db).setMaintenanceMode(false);
    expect((await api.get('/settings')).json<Settings>().maintenance_mode).toBe(false);
  });

  it('takes MAINTENANCE_MODE from the environment over the stored switch', async () => {
    testApp = await createTestApp({ env: { MAINTENANCE_MODE: 'true' } });
    expect((await testApp.api.get('/settings')).json<Settings>().maintenance_mode).toBe(true);

    await testApp.close();
    testApp = await createTestApp({ env: { MAINTENANCE_MODE: 'false' } });
    await new KyselySiteSettings(testApp.database.db).setMaintenanceMode(true);
    expect((await testApp.api.get('/settings')).json<Settings>().maintenance_mode).toBe(false);
    expect((await testApp.api.get('/no-such-call')).statusCode).toBe(404);
  });

  it('answers 503 with rule maintenance to every other API call, and /settings still answers', async () => {
    testApp = await createTestApp({
      beforeReady: (app) => {
        app.post('/api/v1/test/echo', async (request) => request.body);
      },
    });
    const { api, database } = testApp;
    await new KyselySiteSettings(database.db).setMaintenanceMode(true);

    for (const response of [
      await api.get('/typefaces'),
      await api.post('/test/echo', { a: 1 }),
      await api.delete('/cart'),
    ]) {
      expect(response.statusCode).toBe(503);
      const body = response.json<ApiErrorBody>();
      expect(body.error.rule).toBe('maintenance');
      expect(body.errors).toEqual([
        { field: null, message: body.error.message, rule: 'maintenance' },
      ]);
    }
    expect((await api.get('/settings')).statusCode).toBe(200);
    expect((await api.get('/settings/')).statusCode).toBe(200);

    await new KyselySiteSettings(database.db).setMaintenanceMode(false);
    const echoed = await api.post('/test/echo', { a: 1 });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toEqual({ a: 1 });
  });

  it('leaves the HTML pages up so the client can show /maintenance', async () => {
    testApp = await createTestApp({ env: { MAINTENANCE_MODE: 'true' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/maintenance' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<body class="page-maintenance">');
  });
});
