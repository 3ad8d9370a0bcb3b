import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

describe('health probes', () => {
  let testApp: TestApp;
  let noRedis: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    // Nothing listens on port 1: Redis is configured but missing.
    noRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await noRedis.close();
  });

  it('answer liveness at /healthz, never from a cache', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('answer ready at /readyz once the database and Redis answer', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: ['database', 'redis'] });
  });

  it('answer 503 in the error shape naming what is missing, with Retry-After', async () => {
    const notReady = await noRedis.app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json()).toMatchObject({
      errors: [{ field: 'redis', message: expect.any(String) as string, rule: 'not_ready' }],
    });
    // Liveness does not depend on Redis: the process itself is fine.
    expect((await noRedis.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
