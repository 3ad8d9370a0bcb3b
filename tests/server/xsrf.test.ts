import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/errorAnswer';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp;
const addTestRoutes = (app: FastifyInstance) => {
  app.post('/api/v1/test/echo', async (request) => ({ received: request.body }));
  app.post('/api/v1/webhooks/test', { config: { xsrfExempt: true } }, async () => ({ ok: true }));
  app.post('/api/v1/webhooks/unflagged', async () => ({ ok: true }));
};
beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: addTestRoutes });
});
afterAll(() => testApp.close());

describe('XSRF protection', () => {
  it('hands out a random XSRF-TOKEN cookie that JavaScript can read', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/v1/settings' });
    const second = await testApp.app.inject({ method: 'GET', url: '/' });
    const cookieOf = (response: typeof first) =>
      response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');

    const cookie = cookieOf(first);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBe(true); // PUBLIC_URL is https in the tests
    expect(cookieOf(second)?.value).not.toBe(cookie?.value);
  });

  it('never puts the cookie on an answer a shared cache may keep', async () => {
    for (const url of ['/api/v1/typefaces', '/assets/index-Ab12Cd34.js', '/content/images/x.svg']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(settings.headers['cache-control']).toBe('no-store');
  });

  it('does not replace a cookie the browser already has', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      cookies: { 'XSRF-TOKEN': 'existing' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rejects a POST without the header, with a wrong header, or without the cookie', async () => {
    const token = await testApp.api.xsrfToken();
    const attempts: { cookies: Record<string, string>; headers: Record<string, string> }[] = [
      { cookies: { 'XSRF-TOKEN': token }, headers: {} },
      { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': `${token}x` } },
      { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': 'short' } },
      { cookies: {}, headers: { 'x-xsrf-token': token } },
    ];
    for (const attempt of attempts) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        payload: { a: 1 },
        ...attempt,
      });
      expect(response.statusCode).toBe(403);
      const body = response.json<ApiErrorBody>();
      expect(body.error.rule).toBe('xsrf');
      expect(body.errors[0]).toMatchObject({ field: null, rule: 'xsrf' });
    }
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const response = await testApp.api.post('/test/echo', { a: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { a: 1 } });
  });

  it('does not ask a route that proves itself by signature (webhooks) for the token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/test',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    // Stripe's route is exempt: it refuses the call for its missing signature, not for XSRF.
    const stripe = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload: {},
    });
    expect(stripe.json<ApiErrorBody>().error.rule).toBe('bad_signature');
  });

  it('asks every other route for the token, whatever its path looks like', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/unflagged',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
