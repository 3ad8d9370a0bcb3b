import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ deps: { startMailWorker: false } });
});
afterAll(async () => testApp.close());

/** What Chromium sends when a link is opened in a tab, and what the site's API client sends. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const API_CLIENT = 'application/json, text/plain, */*';
const ORDER = '/api/v1/orders/20261123-7KQ2M9';

function get(url: string, accept: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { accept } });
}

describe('an e-mailed order link opened while logged out', () => {
  it.each(['fonts.zip', 'invoice.pdf'])(
    'sends a browser to log in and on to the %s',
    async (file) => {
      const response = await get(`${ORDER}/${file}`, BROWSER);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `/user/login?continue=${encodeURIComponent(`${ORDER}/${file}`)}`,
      );
    },
  );

  it('still answers an API client the error shape', async () => {
    const response = await get(`${ORDER}/fonts.zip`, API_CLIENT);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      errors: [{ field: null, message: 'Please log in to continue.' }],
    });
  });

  it('leaves a route that is no e-mailed link as it was, whatever the caller accepts', async () => {
    const response = await get(ORDER, BROWSER);
    expect(response.statusCode).toBe(401);
    expect(response.headers.location).toBeUndefined();
  });

  it('decides on the route matched, not its spelling: an escaped path redirects alike', async () => {
    const response = await get(`${ORDER}/fonts%2Ezip`, BROWSER);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/user\/login\?continue=%2Fapi%2Fv1%2Forders%2F/);
  });
});
