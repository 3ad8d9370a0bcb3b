import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/errorAnswer';
import { GENERIC_ERROR_MESSAGE } from '../../src/domain/errors/ErrorItem';
import { HttpError } from '../../src/server/http/HttpError';
import { createTestApp, type TestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady: (app) => {
      app.post('/api/v1/test/echo', async (request) => ({ received: request.body }));
      app.get('/api/v1/test/boom', async () => {
        throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal');
      });
      app.get('/api/v1/test/expected', async () => {
        throw HttpError.of(422, 'The e-mail address is invalid.', 'email', 'email');
      });
      app.post(
        '/api/v1/test/validated',
        {
          schema: {
            body: {
              type: 'object',
              required: ['email'],
              properties: { email: { type: 'string' }, count: { type: 'integer' } },
            },
          },
        },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(() => testApp.close());

function expectErrorBody(body: ApiErrorBody, rule: string) {
  expect(body.error.rule).toBe(rule);
  expect(typeof body.error.message).toBe('string');
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors[0]).toMatchObject({ message: body.error.message, rule });
}

describe('API error answers', () => {
  it('answers an unknown API path with a JSON 404, whatever the method or version', async () => {
    for (const response of [
      await testApp.api.get('/no-such-thing'),
      await testApp.api.post('/no-such-thing', { a: 1 }),
      await testApp.app.inject({ method: 'GET', url: '/api/v2/settings' }),
      await testApp.app.inject({ method: 'GET', url: '/api' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectErrorBody(response.json<ApiErrorBody>(), 'not_found');
    }
  });

  it('answers U+0000 in a path, a query or a body with 400 bad_request, on every database', async () => {
    // PostgreSQL refuses U+0000 in text: these answered 500 there (the fuzz suite's finding).
    for (const response of [
      await testApp.app.inject({ method: 'GET', url: '/api/v1/collections/%00' }),
      await testApp.app.inject({ method: 'GET', url: '/api/v1/blog/posts/filter/%00' }),
      await testApp.app.inject({ method: 'GET', url: '/api/v1/blogs/%00/%00' }),
      await testApp.app.inject({ method: 'GET', url: '/api/v1/blog/posts?page=1%00' }),
      await testApp.api.post('/test/echo', { name: 'Ada\u0000' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json<ApiErrorBody>(), 'bad_request');
    }
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await testApp.api.post('/test/echo', '{"a": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json<ApiErrorBody>(), 'invalid_json');
  });

  it('answers an empty body declared as JSON with 400', async () => {
    const response = await testApp.api.post('/test/echo', '', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json<ApiErrorBody>(), 'invalid_json');
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await testApp.api.post('/test/echo', { text: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json<ApiErrorBody>(), 'payload_too_large');
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await testApp.api.post('/test/echo', '<a/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.json<ApiErrorBody>(), 'unsupported_media_type');
  });

  it('answers a bad percent escape in the path with 400 bad_url', async () => {
    for (const url of ['/api/v1/shops/%ZZ', '/typeface/%E0%A4%A', '/%ZZ']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectErrorBody(response.json<ApiErrorBody>(), 'bad_url');
    }
  });

  it('answers a request the HTTP parser cannot read in the error shape', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const cases = [
      { request: 'NOT A REQUEST\r\n\r\n', status: 400, rule: 'bad_request' },
      {
        request: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        status: 431,
        rule: 'headers_too_large',
      },
    ];
    for (const { request, status, rule } of cases) {
      const raw = await rawExchange(port, request);
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head, request.slice(0, 20)).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json/i);
      expectErrorBody(JSON.parse(body) as ApiErrorBody, rule);
    }
  });

  it('answers schema violations with 400 and one error per field', async () => {
    const response = await testApp.api.post('/test/validated', { count: 'many' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.errors.some((error) => error.field === 'email')).toBe(true);
    expect(body.errors.every((error) => error.rule === 'validation')).toBe(true);
  });

  it('answers an expected failure with its status and field error', async () => {
    const response = await testApp.api.get('/test/expected');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { message: 'The e-mail address is invalid.', rule: 'email' },
      errors: [{ field: 'email', message: 'The e-mail address is invalid.', rule: 'email' }],
    });
  });

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const response = await testApp.api.get('/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { message: GENERIC_ERROR_MESSAGE, rule: 'unhandled_error' },
      errors: [{ field: null, message: GENERIC_ERROR_MESSAGE, rule: 'unhandled_error' }],
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const response of [
      await testApp.api.get('/settings'),
      await testApp.app.inject({ method: 'GET', url: '/' }),
      await testApp.api.get('/no-such-endpoint'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      // The test app's PUBLIC_URL is https: browsers are told to keep to HTTPS for a year.
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });
});

/** Writes bytes to the server as they are and reads what it answers until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}
