import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../accounts/accountClient';
import { createTestApp, type TestApp } from '../support/testApp';
import { malformedRequest, type FuzzCredentials, type FuzzRequest } from './malformedRequest';
import { SeededRandom } from './seededRandom';
import { signInStaff } from '../staff/staffClient';

/*
 * Malformed requests over every route the app declares (enumerated from
 * the app, so a new route is fuzzed without editing this file), with encoded spellings of
 * their paths. No answer may be a 5xx, and every error answer is in the one error shape.
 * The seed is printed; FUZZ_SEED=<seed> replays the same requests, FUZZ_REQUESTS sends more
 * (never fewer than 5,000).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Math.max(5000, Number(process.env.FUZZ_REQUESTS ?? 5000));
const MAX_REPORTED = 20;

let testApp: TestApp;
let credentials: FuzzCredentials;
beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
  const loginToken = await registerUser(testApp, 'fuzz@example.com');
  const staffToken = await signInStaff(testApp, 'fuzz-staff@example.com');
  credentials = { xsrfToken: await testApp.api.xsrfToken(), loginToken, staffToken };
  // The sessions work: the fuzzer's logged-in requests reach past the login check, and its
  // staff requests past the back office's guard.
  const me = await testApp.api.get('/me', { headers: bearer(loginToken) });
  if (me.statusCode !== 200) throw new Error(`GET /me: ${me.statusCode}`);
  const orders = await testApp.api.get('/admin/orders', { headers: bearer(staffToken) });
  if (orders.statusCode !== 200) throw new Error(`GET /admin/orders: ${orders.statusCode}`);
});
afterAll(() => testApp.close());

/** Why an answer breaks the rules, or null when it keeps them. */
function problemWith(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500)
    return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return null;
  const type = String(response.headers['content-type'] ?? '');
  // The site's 404 page, for a browser tab that asked for a page that does not exist.
  if (response.statusCode === 404 && type.startsWith('text/html')) {
    return response.body.includes('<html') ? null : 'a text/html 404 that is not the page';
  }
  if (!type.startsWith('application/json')) return `error answer of type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error answer is not JSON: ${response.body.slice(0, 200)}`;
  }
  return isErrorBody(body)
    ? null
    : `error answer not in the error shape: ${response.body.slice(0, 300)}`;
}

function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
  const head = error as { message?: unknown; rule?: unknown } | undefined;
  if (!head || !isText(head.message) || !isText(head.rule)) return false;
  if (!Array.isArray(errors) || errors.length === 0) return false;
  return errors.every((item: unknown) => {
    if (typeof item !== 'object' || item === null) return false;
    const { field, message, rule } = item as Record<string, unknown>;
    const keys = Object.keys(item).sort().join(',');
    return (
      keys === 'field,message,rule' &&
      (field === null || isText(field)) &&
      isText(message) &&
      isText(rule)
    );
  });
}

describe('malformed requests', () => {
  it(`answer no 5xx and every error in the one shape (seed ${SEED})`, async () => {
    console.info(`fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED}`);
    const random = new SeededRandom(SEED);
    const routes = testApp.routes;
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let index = 0; index < REQUESTS; index += 1) {
      // Round robin over the routes, so every route gets its share whatever the seed.
      const route = routes[index % routes.length];
      if (!route) throw new Error('the app declares no route');
      const request = malformedRequest(random, route, credentials);
      const response = await testApp.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemWith(request, response);
      if (problem && problems.length < MAX_REPORTED) {
        problems.push(
          `#${index} ${request.method} ${request.url.slice(0, 200)} → ${problem}\n  ${JSON.stringify({ ...request, payload: request.payload?.slice(0, 300) })}`,
        );
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${REQUESTS} requests over ${routes.length} routes in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(problems, `seed ${SEED}\n${problems.join('\n')}`).toEqual([]);
  }, 180_000);
});
