import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { RATE_LIMITED_MESSAGE } from '../../../src/server/http/rateLimits';
import { familyItem } from '../checkout/checkoutClient';
import { createTestApp, type TestApp } from '../support/testApp';
/** Two apps start (migrations, seed) within one test. */
const APP_TEST_TIMEOUT_MS = 60_000;

const items = [familyItem('eb-garamond')];
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const created = await createTestApp({
    env: { RATE_LIMIT_MAX: '10000', TRUST_PROXY: 'loopback', ...env },
    deps: { startMailWorker: false },
  });
  apps.push(created);
  return created;
}

/** A client address of its own per test: earlier runs' counters in Redis stay out of it. */
const anAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;

function tryCode(testApp: TestApp, address: string, code: string) {
  return testApp.api.put(
    '/cart',
    { cart: { items, discount_code: code } },
    { headers: { 'x-forwarded-for': address } },
  );
}

describe('guessing discount codes', () => {
  it(
    'meets a 429 in the error shape after CODE_ATTEMPT_LIMIT wrong codes a minute',
    async () => {
      const testApp = await app({ CODE_ATTEMPT_LIMIT: '10' });
      const guesser = anAddress();
      const statuses: number[] = [];
      for (let guess = 0; guess < 30; guess += 1) {
        statuses.push((await tryCode(testApp, guesser, `GUESS${guess}`)).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      const refused = await tryCode(testApp, guesser, 'ANOTHER');
      expect(refused.json<ApiErrorBody>().error).toEqual({
        message: RATE_LIMITED_MESSAGE,
        rule: 'rate_limited',
      });
      // The cart itself still works without a code, and another address may still try.
      const plain = await testApp.api.put(
        '/cart',
        { cart: { items } },
        { headers: { 'x-forwarded-for': guesser } },
      );
      expect(plain.statusCode).toBe(200);
      expect((await tryCode(testApp, anAddress(), 'NOSUCH')).statusCode).toBe(200);
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'is counted in Redis, shared by two server processes, when REDIS_URL is set',
    async () => {
      const env = { CODE_ATTEMPT_LIMIT: '2', REDIS_URL: redisUrl };
      const first = await app(env);
      const second = await app(env);
      const guesser = anAddress();
      expect((await tryCode(first, guesser, 'NOPE1')).statusCode).toBe(200);
      expect((await tryCode(second, guesser, 'NOPE2')).statusCode).toBe(200);
      expect((await tryCode(first, guesser, 'NOPE3')).statusCode).toBe(429);
    },
    APP_TEST_TIMEOUT_MS,
  );
});
