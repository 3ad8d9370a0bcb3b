import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import {
  TRUST_PROXY_HOPS_PROBLEM,
  TRUST_PROXY_TRUE_PROBLEM,
} from '../../../src/server/security/trustProxy';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function problemsOf(trustProxy: string): string[] {
  try {
    loadConfig({ TRUST_PROXY: trustProxy }, '/srv');
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
}

describe('TRUST_PROXY', () => {
  it('takes proxy addresses and CIDR ranges, or nothing', () => {
    const trusted = (value: string) => loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy;
    expect(trusted('10.0.0.0/8, 192.0.2.7')).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(trusted('LOOPBACK,fd00::/8,2001:db8::1')).toEqual([
      'loopback',
      'fd00::/8',
      '2001:db8::1',
    ]);
    expect(trusted('false')).toBe(false);
    expect(trusted('0')).toBe(false);
    expect(loadConfig({}, '/srv').trustProxy).toBe(false);
  });

  it('refuses true, a hop count and anything that is not an address, saying why', () => {
    expect(problemsOf('true')).toEqual([TRUST_PROXY_TRUE_PROBLEM]);
    expect(TRUST_PROXY_TRUE_PROBLEM).toContain('escape every rate limit');
    expect(problemsOf('2')).toEqual([TRUST_PROXY_HOPS_PROBLEM]);
    for (const wrong of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/8', '::1/129', '1.2.3']) {
      const [problem] = problemsOf(`192.0.2.7,${wrong}`);
      expect(problem).toContain(`not an address: "${wrong}"`);
    }
  });
});

describe('rate limits behind a proxy', () => {
  const PROXY = '10.1.2.3';

  async function login(forwardedFor: string, remoteAddress: string) {
    const token = await testApp!.api.xsrfToken();
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/v1/users/login',
      remoteAddress,
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token, 'x-forwarded-for': forwardedFor },
      payload: { email: 'who@example.com', password: 'guess' },
    };
    return (await testApp!.app.inject(request)).statusCode;
  }

  const rotating = (i: number) => `198.18.${i}.${(i * 7) % 250}`;

  it('count the client the proxy saw, however the client rotates X-Forwarded-For', async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.0.0.0/8' },
      deps: { startMailWorker: false },
    });
    // The proxy appends the address it saw; the client wrote everything before it.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await login(`${rotating(i)}, 203.0.113.9`, PROXY));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect(await login('203.0.113.10', PROXY)).toBe(401);
  }, 60_000);

  it('ignore X-Forwarded-For from a client that is not one of the proxies', async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.0.0.0/8' },
      deps: { startMailWorker: false },
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await login(rotating(i), '192.0.2.50'));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  }, 60_000);
});
