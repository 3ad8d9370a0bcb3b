import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrlSecrets } from '../../src/server/security/urlSecrets';
import { createTestApp, type TestApp } from './support/testApp';

const BEARER = 'bearer-secret-6f1d2a9c';
const SESSION = 'session-secret-83be77a1';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    captureLogs: true,
    beforeReady: (app) => {
      app.post('/api/v1/test/login', async (request) => {
        // A handler that logs what it received, as a careless one might.
        request.log.info({ body: request.body }, 'login attempt');
        return { token: 'issued-token-5a5a5a5a' };
      });
      app.get('/api/v1/test/boom', async () => {
        throw new Error('exploded-in-handler');
      });
    },
  });
});
afterAll(() => testApp.close());

describe('logs', () => {
  it('keep one compact line per request, with no Cookie, Authorization or XSRF header value', async () => {
    const token = await testApp.api.xsrfToken();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: {
        authorization: `Bearer ${BEARER}`,
        cookie: `XSRF-TOKEN=${token}; session=${SESSION}`,
        'x-xsrf-token': token,
        'user-agent': 'log-test-agent',
      },
    });
    expect(response.statusCode).toBe(200);

    const lines = testApp.logs.map((line) => JSON.parse(line) as LogLine);
    // The request has one compact line: method, address, status, time and request id …
    const requestLines = lines.filter(
      (line) => line.reqId === response.headers['x-request-id'] && line.msg === 'request',
    );
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/v1/settings', status: 200 }),
    ]);
    expect(requestLines[0]?.ms).toEqual(expect.any(Number));
    // … and no header set, so none of its secrets.
    const log = testApp.logs.join('');
    expect(log).not.toContain('log-test-agent');
    expect(log).not.toContain(BEARER);
    expect(log).not.toContain(SESSION);
    expect(log).not.toContain(token);
  });

  it('keep no password or token from a body a handler logs', async () => {
    const response = await testApp.api.post('/test/login', {
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    expect(response.statusCode).toBe(200);
    const log = testApp.logs.join('');
    expect(log).toContain('login attempt');
    expect(log).toContain('ada@example.com');
    expect(log).not.toContain('correct horse battery staple');
  });

  it('record an unexpected error with its stack and the request id', async () => {
    const response = await testApp.api.get('/test/boom');
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    const entry = testApp.logs
      .map((line) => JSON.parse(line) as { reqId?: string; err?: { stack?: string } })
      .find((line) => line.reqId === requestId && line.err);
    expect(entry?.err?.stack).toContain('exploded-in-handler');
  });

  it('keep a request id given by a load balancer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'x-request-id': 'lb-request-42' },
    });
    expect(response.headers['x-request-id']).toBe('lb-request-42');
    expect(testApp.logs.some((line) => line.includes('"reqId":"lb-request-42"'))).toBe(true);
  });
});

describe('link secrets in URLs', () => {
  const SECRET = 'S3cretLinkToken_abcdefghijklmnopqrstuvwxyz0';
  // Every route whose address carries a link secret, as a visitor or an e-mail's link calls it.
  const LINKS = [
    `/api/v1/trials/${SECRET}.zip`, // trial download
    `/api/v1/cart/quotes/${SECRET}.pdf`, // PDF quote
    `/api/v1/cart/${SECRET}`, // shared cart, as the API reads it
    `/cart?id=${SECRET}`, // shared cart page
    `/club/invite/${SECRET}`, // club invitation page
    `/club/invite/${SECRET}/`,
    `/user/change-password?code=${SECRET}`, // password reset page
    `/api/v1/tr%69als/${SECRET}.zip`, // another spelling of the same route
  ];

  it('are redacted from the request log, whatever the spelling of the path', async () => {
    for (const url of LINKS) {
      const before = testApp.logs.length;
      await testApp.app.inject({ method: 'GET', url });
      const lines = testApp.logs.slice(before).map((line) => JSON.parse(line) as LogLine);
      const requestLine = lines.find((line) => line.msg === 'request');
      expect(requestLine?.url, url).toContain('[Redacted]');
      expect(lines.map((line) => JSON.stringify(line)).join('\n'), url).not.toContain(SECRET);
    }
  });

  it('keep the rest of the URL', () => {
    const noRoute = { pattern: undefined, secretParams: undefined };
    expect(
      redactUrlSecrets('/club/invite/abc?x=1', {
        pattern: '/club/invite/:invite',
        secretParams: ['invite'],
      }),
    ).toBe('/club/invite/[Redacted]?x=1');
    expect(redactUrlSecrets('/user/change-password?code=abc&y=2', noRoute)).toBe(
      '/user/change-password?code=[Redacted]&y=2',
    );
    expect(redactUrlSecrets('/api/v1/typefaces?page=2', noRoute)).toBe('/api/v1/typefaces?page=2');
  });
});

interface LogLine {
  msg?: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}
