import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type * as QuotePdfModule from '../../../src/server/documents/quotePdf';
import { renderQuotePdf } from '../../../src/server/documents/quotePdf';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from './cartClient';

// The real renderer, only counted: a quote link opened twice at once renders one PDF.
vi.mock('../../../src/server/documents/quotePdf', async (importOriginal) => {
  const real = await importOriginal<typeof QuotePdfModule>();
  return { ...real, renderQuotePdf: vi.fn(real.renderQuotePdf) };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

it('renders a quote once when its link is opened twice at the same time', async () => {
  const made = await new CartClient(testApp).post('/cart/pdf', {
    cart: { items: [item('families', 'vazirmatn', { app: 2 })] },
  });
  const { url } = made.json<{ url: string }>();
  const renderedBefore = vi.mocked(renderQuotePdf).mock.calls.length;

  const [first, second] = await Promise.all(
    [1, 2].map(() => testApp.app.inject({ method: 'GET', url })),
  );

  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(vi.mocked(renderQuotePdf).mock.calls.length - renderedBefore).toBe(1);
  expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
});
