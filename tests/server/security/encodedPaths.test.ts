import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../src/contract/errorAnswer';
import { KyselySiteSettings } from '../../../src/server/settings/adapters/KyselySiteSettings';
import { databaseSnapshot } from '../support/databaseSnapshot';
import { concretePath, encodedVariants, SAFE_METHODS } from '../support/pathVariants';
import { createTestApp, type AppRoute, type TestApp } from '../support/testApp';

/*
 * The router decodes `/%61pi/v1/cart` to `/api/v1/cart`; a guard that read
 * the raw URL let such requests past. Every route the app declares is sent here under every
 * spelling of its path, so a route added later is covered without editing this file.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const isApi = (route: AppRoute) => route.url === '/api' || route.url.startsWith('/api/');
const unsafeRoutes = () => testApp.routes.filter((route) => !SAFE_METHODS.has(route.method));

function expectErrorShape(body: ApiErrorBody, context: string) {
  expect(typeof body.error?.message, context).toBe('string');
  expect(body.errors.length, context).toBeGreaterThan(0);
  for (const item of body.errors) {
    expect(Object.keys(item).sort(), context).toEqual(['field', 'message', 'rule']);
  }
}

describe('every guard decides on the route the router matched', () => {
  it('enumerates the routes from the app', () => {
    const unsafe = unsafeRoutes().map((route) => `${route.method} ${route.url}`);
    // A sample of what the app must declare; the tests below use the whole list.
    expect(unsafe).toEqual(expect.arrayContaining(['PUT /api/v1/cart', 'POST /api/v1/checkout']));
    expect(unsafe.length).toBeGreaterThan(20);
  });

  it('refuses every state-changing route under every spelling of its path without the XSRF header, and writes nothing', async () => {
    const token = await testApp.api.xsrfToken();
    const before = await databaseSnapshot(testApp.database.db, testApp.database.schema);
    let sent = 0;
    for (const route of unsafeRoutes()) {
      const path = concretePath(route.url);
      for (const url of [path, ...encodedVariants(path)]) {
        const response = await testApp.app.inject({
          method: route.method as 'POST',
          url,
          // A forged cross-site request: the browser sends the cookie, but no header.
          cookies: { 'XSRF-TOKEN': token },
          payload: {},
        });
        const context = `${route.method} ${url} -> ${response.statusCode}`;
        sent += 1;
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, context).toBeLessThan(500);
        expectErrorShape(response.json<ApiErrorBody>(), context);
        if (!route.config.xsrfExempt && response.statusCode !== 404) {
          expect(response.json<ApiErrorBody>().error.rule, context).toBe('xsrf');
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(await databaseSnapshot(testApp.database.db, testApp.database.schema)).toBe(before);
  }, 120_000);

  it('answers 503 to every API route but /settings under every spelling of its path during maintenance', async () => {
    const token = await testApp.api.xsrfToken();
    await new KyselySiteSettings(testApp.database.db).setMaintenanceMode(true);
    try {
      const gated = testApp.routes.filter((r) => isApi(r) && !r.config.openDuringMaintenance);
      for (const route of gated) {
        const path = concretePath(route.url);
        for (const url of [path, ...encodedVariants(path)]) {
          // With a valid XSRF token: the maintenance gate, not the XSRF check, must refuse.
          const response = await testApp.app.inject({
            method: route.method as 'POST',
            url,
            cookies: { 'XSRF-TOKEN': token },
            headers: { 'x-xsrf-token': token },
            ...(SAFE_METHODS.has(route.method) ? {} : { payload: {} }),
          });
          const context = `${route.method} ${url} -> ${response.statusCode}`;
          if (url.includes('//')) {
            // Doubled slashes name no API route: nothing behind the gate may answer.
            expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
          } else {
            expect(response.statusCode, context).toBe(503);
            if (route.method !== 'HEAD') {
              expect(response.json<ApiErrorBody>().error.rule, context).toBe('maintenance');
            }
          }
        }
      }
      const settings = await testApp.app.inject({ method: 'GET', url: '/api/v1/%73ettings' });
      expect(settings.statusCode).toBe(200);
    } finally {
      await new KyselySiteSettings(testApp.database.db).setMaintenanceMode(false);
    }
  }, 120_000);

  it('hands out the XSRF cookie on pages and /settings only, however an API path is spelled', async () => {
    const withCookie = async (url: string) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      return response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN');
    };
    for (const route of testApp.routes.filter((r) => isApi(r) && r.method === 'GET')) {
      const path = concretePath(route.url);
      const handsOut = route.url === '/api/v1/settings';
      for (const url of [path, ...encodedVariants(path)]) {
        if (url.startsWith('//')) continue; // a page path (`//api/…` is no API route)
        expect(await withCookie(url), url).toBe(handsOut);
      }
    }
    expect(await withCookie('/')).toBe(true);
    expect(await withCookie('/typefaces')).toBe(true);
  }, 120_000);
});
