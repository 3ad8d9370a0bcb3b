import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DocumentPool } from '../../../src/server/workers/documentPool';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from './cartClient';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

it('renders a quote once, in the document pool, when its link is opened twice at the same time', async () => {
  // The real pool, only counted: a quote link opened twice at once draws one PDF.
  const builds = vi.spyOn(DocumentPool.prototype, 'build');
  const made = await new CartClient(testApp).post('/cart/pdf', {
    cart: { items: [item('families', 'vazirmatn', { app: 2 })] },
  });
  const { url } = made.json<{ url: string }>();

  const [first, second] = await Promise.all(
    [1, 2].map(() => testApp.app.inject({ method: 'GET', url })),
  );

  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(builds).toHaveBeenCalledTimes(1);
  expect(builds.mock.calls[0]?.[0].kind).toBe('quote-pdf');
  expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
});
