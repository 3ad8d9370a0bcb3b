import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { RATE_LIMITED_MESSAGE } from '../../../src/server/http/rateLimits';
import { createTestApp, type TestApp } from '../support/testApp';

/** Each test builds its own app (migrations + content import), slower on PostgreSQL. */
const APP_TEST_TIMEOUT_MS = 30_000;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('rate limits', () => {
  it(
    'answers 429 with an ApiErrorBody after RATE_LIMIT_MAX login attempts a minute',
    async () => {
      testApp = await createTestApp({
        env: { RATE_LIMIT_MAX: '3' },
        deps: { startMailWorker: false },
      });
      const attempt = () =>
        testApp!.api.post('/users/login', { email: 'who@example.com', password: 'guess' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiErrorBody>().error).toEqual({
        message: RATE_LIMITED_MESSAGE,
        rule: 'rate_limited',
      });
      expect(limited.headers['retry-after']).toBeDefined();
      // Other forms count separately.
      expect((await testApp.api.post('/subscribe', { email: 'a@example.com' })).statusCode).toBe(
        200,
      );
    },
    APP_TEST_TIMEOUT_MS,
  );
});

describe('rate limits in Redis', () => {
  // CI and this machine run Redis on 6379; the shared counter is what a second server needs.
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let second: TestApp | undefined;
  afterEach(async () => {
    await second?.close();
    second = undefined;
  });

  it(
    'are shared by two server processes when REDIS_URL is set',
    async () => {
      const email = `shared-${Date.now()}-${Math.random()}@example.com`;
      const env = { RATE_LIMIT_MAX: '2', REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' };
      testApp = await createTestApp({ env, deps: { startMailWorker: false } });
      second = await createTestApp({ env, deps: { startMailWorker: false } });
      // A per-test client address keeps earlier runs' counters out of this one.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const attempt = (app: TestApp) =>
        app.api.post(
          '/users/login',
          { email, password: 'guess' },
          { headers: { 'x-forwarded-for': ip } },
        );
      expect((await attempt(testApp)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(testApp)).statusCode).toBe(429);
    },
    APP_TEST_TIMEOUT_MS,
  );
});
