import { expect, test, type APIRequestContext } from '@playwright/test';

const A_CART = {
  cart: {
    items: [
      {
        kind: 'families',
        option_id: 'eb-garamond',
        typeface_page: 'eb-garamond',
        options: { desktop: 0, web: null, app: null },
        scripts: [],
      },
    ],
  },
};

/** A visitor's XSRF header, from the cookie the settings call hands out. */
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const settings = await request.get('/api/v1/settings');
  expect(settings.ok()).toBe(true);
  const cookies = (await request.storageState()).cookies;
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token).toBeTruthy();
  return { 'x-xsrf-token': token ?? '' };
}

test.describe('launch day', () => {
  test('a bot making 40 quotes from one address meets a 429 in the error shape', async ({
    request,
  }) => {
    // One client address behind the proxy (the e2e server trusts loopback's X-Forwarded-For),
    // so the other journeys' quotes are counted apart.
    const headers = {
      ...(await xsrfHeader(request)),
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    };
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 40; i++) {
      const answer = await request.post('/api/v1/cart/pdf', { headers, data: A_CART });
      statuses.push(answer.status());
      if (answer.status() === 429) refusal = await answer.json();
    }
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    expect(refusal).toMatchObject({
      errors: [{ field: null, message: expect.any(String), rule: 'rate_limited' }],
    });
  });

  test('a specimen linked with a tracking parameter is the same page, with the same ETag', async ({
    request,
  }) => {
    const plain = await request.get('/typeface/eb-garamond');
    const tracked = await request.get('/typeface/eb-garamond?utm_source=x');
    expect(plain.status()).toBe(200);
    expect(tracked.status()).toBe(200);
    expect(plain.headers()['etag']).toBeTruthy();
    expect(tracked.headers()['etag']).toBe(plain.headers()['etag']);
    expect(plain.headers()['cache-control']).toContain('s-maxage=');
  });

  test('GET // is not a server error', async ({ request, baseURL }) => {
    // Written out whole: `//` alone would read as an address on another host.
    const answer = await request.get(`${baseURL}//`);
    expect(answer.status()).toBeLessThan(500);
    expect(answer.status()).toBe(404);
  });
});
