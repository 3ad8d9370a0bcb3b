// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/errors/ApiError';
import { AppEvents, type UnauthorizedEvent } from '../../src/application/events/AppEvents';
import { PageAnswers, type PageAnswerRecord } from '../../src/application/rendering/PageAnswers';
import { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';
import { AxiosApiClient } from '../../src/infrastructure/http/AxiosApiClient';
import { InMemoryProfileStore } from '../application/fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../application/fakes/InMemoryTokenStore';
import { fakeAxiosAdapter, type FakeAnswer } from './fakeAxiosAdapter';

function setUp(
  answer: FakeAnswer = { status: 200, body: { ok: true } },
  token: string | null = null,
  pageAnswers: PageAnswerRecord = {},
) {
  const tokens = new InMemoryTokenStore(token);
  const profiles = new InMemoryProfileStore(token ? { email: 'ada@example.test' } : null);
  const events = new AppEvents();
  const client = new AxiosApiClient(tokens, profiles, events, new PageAnswers(pageAnswers));
  const fake = fakeAxiosAdapter(() => answer);
  client.http.defaults.adapter = fake.adapter;
  return { client, tokens, profiles, events, requests: fake.requests };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

afterEach(() => {
  Cookies.remove('XSRF-TOKEN');
});

describe('AxiosApiClient', () => {
  it('answers a GET the page was rendered with from the page, and asks the network otherwise', async () => {
    const { client, requests } = setUp({ status: 200, body: 'from the network' }, null, {
      '/blog/posts?count=15&page=2': { status: 200, body: 'from the page' },
      '/typefaces/gone': {
        status: 404,
        body: { errors: [{ message: 'Not found', rule: 'not_found' }] },
      },
    });
    await expect(client.get('/blog/posts', { page: 2, count: 15 })).resolves.toBe('from the page');
    expect((await rejection(client.get('/typefaces/gone'))).status).toBe(404);
    await expect(client.get('/blog/posts', { page: 3, count: 15 })).resolves.toBe(
      'from the network',
    );
    expect(requests.map((request) => request.url)).toEqual(['/api/v1/blog/posts?page=3&count=15']);
  });

  it('calls the API base and answers the body', async () => {
    const { client, requests } = setUp({ status: 200, body: { maintenance_mode: false } });
    await expect(client.get('/settings')).resolves.toEqual({ maintenance_mode: false });
    expect(requests[0].url).toBe('/api/v1/settings');
  });

  it('sends GET payload as query parameters and other payloads as the body', async () => {
    Cookies.set('XSRF-TOKEN', 'xsrf-value');
    const { client, requests } = setUp();
    await client.get('/blog/posts', { count: 15, page: 2 });
    await client.put('/users', { email: 'new@example.test' });
    expect(requests[0].url).toBe('/api/v1/blog/posts?count=15&page=2');
    expect(requests[0].data).toBeUndefined();
    expect(requests[1].method).toBe('PUT');
    expect(requests[1].data).toEqual({ email: 'new@example.test' });
  });

  it('sends the bearer token only when one is stored', async () => {
    const guest = setUp();
    await guest.client.get('/me');
    expect(guest.requests[0].headers.get('Authorization')).toBeUndefined();

    const user = setUp(undefined, 'secret-token');
    await user.client.get('/me');
    expect(user.requests[0].headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('echoes the XSRF-TOKEN cookie on non-GET calls to relative URLs only', async () => {
    Cookies.set('XSRF-TOKEN', 'xsrf-value');
    const { client, requests } = setUp();
    await client.get('/settings');
    await client.post('/trials', { email: 'a@b.test' });
    await client.delete('/cart');
    await client.post('https://elsewhere.test/hook', {});
    expect(requests.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual([
      undefined,
      'xsrf-value',
      'xsrf-value',
      undefined,
    ]);
  });

  it('fetches the settings once for the XSRF-TOKEN cookie a rendered page did not set', async () => {
    const events = new AppEvents();
    const client = new AxiosApiClient(
      new InMemoryTokenStore(null),
      new InMemoryProfileStore(null),
      events,
      new PageAnswers({ '/settings': { status: 200, body: { from: 'the page' } } }),
    );
    const fake = fakeAxiosAdapter((request) => {
      // The server hands the cookie out with its settings answer.
      if (request.url === '/api/v1/settings') Cookies.set('XSRF-TOKEN', 'handed-out');
      return { status: 200, body: { ok: true } };
    });
    client.http.defaults.adapter = fake.adapter;
    // Answered from the page: no cookie comes with it.
    await client.get('/settings');
    await Promise.all([client.put('/cart', { items: [] }), client.post('/cart/share', {})]);
    await client.delete('/cart');
    expect(fake.requests.map((r) => [r.method, r.url, r.headers.get('X-XSRF-TOKEN')])).toEqual([
      ['GET', '/api/v1/settings', undefined],
      ['PUT', '/api/v1/cart', 'handed-out'],
      ['POST', '/api/v1/cart/share', 'handed-out'],
      ['DELETE', '/api/v1/cart', 'handed-out'],
    ]);
  });

  it('turns a network failure into "Please check your connection"', async () => {
    const { client } = setUp('network-error');
    const error = await rejection(client.get('/settings'));
    expect(error.status).toBe(0);
    expect(error.errors).toEqual([
      { field: null, message: 'Please check your connection', rule: 'connection_error' },
    ]);
  });

  it('passes the server field errors through as ErrorItems', async () => {
    const body = {
      error: { message: 'The email is invalid.', rule: 'email' },
      errors: [{ field: 'email', message: 'The email is invalid.', rule: 'email' }],
    };
    const { client } = setUp({ status: 422, body });
    const error = await rejection(client.post('/trials', {}));
    expect(error.status).toBe(422);
    expect(error.path).toBe('/trials');
    expect(error.errors).toEqual(body.errors);
    expect(error.message).toBe('The email is invalid.');
  });

  it('on a 401 to a GET clears token and profile and emits user-changed and unauthorized', async () => {
    const { client, tokens, profiles, events } = setUp(
      {
        status: 401,
        body: { error: { message: 'Unauthenticated.', rule: 'unauthenticated' }, errors: [] },
      },
      'expired',
    );
    const changes: boolean[] = [];
    const unauthorized: UnauthorizedEvent[] = [];
    events.userChanged.subscribe((v) => changes.push(v));
    events.unauthorized.subscribe((e) => unauthorized.push(e));

    const error = await rejection(client.get('/me'));

    expect(error.status).toBe(401);
    expect(tokens.read()).toBeNull();
    expect(profiles.read()).toBeNull();
    expect(changes).toEqual([false]);
    expect(unauthorized).toEqual([{ errors: error.errors, path: '/me' }]);
    expect(error.errors[0].message).toBe('Unauthenticated.');
  });

  it('leaves the session alone on a 401 to a non-GET call (a wrong password)', async () => {
    const { client, tokens } = setUp(
      { status: 401, body: { error: 'invalid_credentials' } },
      'kept',
    );
    await rejection(client.post('/users/change-password', {}));
    expect(tokens.read()).toBe('kept');
  });

  it('switches maintenance on when a call answers 503', async () => {
    const { client, events } = setUp({ status: 503, body: {} });
    const maintenance = new MaintenanceStore(events);
    const error = await rejection(client.get('/homepage'));
    expect(error.status).toBe(503);
    expect(maintenance.isOn).toBe(true);
  });
});
