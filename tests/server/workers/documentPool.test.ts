import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentPool, DocumentQueueFull } from '../../../src/server/workers/documentPool';
import type { DocumentTask } from '../../../src/server/documents/documentTasks';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from '../cart/cartClient';

describe('a full document queue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers a new quote PDF 503 in the error shape, with Retry-After', async () => {
    const made = await new CartClient(testApp).post('/cart/pdf', {
      cart: { items: [item('families', 'eb-garamond', { desktop: 0 })] },
    });
    const { url } = made.json<{ url: string }>();
    // The pool refuses as piscina does when its queue is at its limit.
    const refuse = vi
      .spyOn(DocumentPool.prototype, 'build')
      .mockRejectedValueOnce(new DocumentQueueFull());
    const busy = await testApp.app.inject({ method: 'GET', url });
    refuse.mockRestore();

    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    expect(busy.json()).toMatchObject({
      errors: [{ field: null, message: expect.any(String) as string, rule: 'busy' }],
    });
    // Once there is room, the same link draws its PDF.
    const later = await testApp.app.inject({ method: 'GET', url });
    expect(later.statusCode).toBe(200);
  });

  it('is refused at once by the pool past its limit, while what it took is built', async () => {
    const cart = await new CartClient(testApp).putCart({
      items: [item('families', 'eb-garamond', { desktop: 0 })],
    });
    const task: DocumentTask = {
      kind: 'quote-pdf',
      document: {
        foundry: {
          name: 'Foundry',
          address: [],
          email: 'hello@fonts.example',
          vatId: null,
          register: null,
          managingDirector: null,
        },
        quoteNumber: 'Q-1',
        date: '2026-01-01',
        validUntil: '2026-02-01',
        cart,
        currencySymbol: '$',
      },
      options: {},
    };
    // One thread, one waiting: of four at once, at least one finds the queue full.
    const pool = new DocumentPool({ maxQueue: 1, threads: 1 });
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => pool.build(task)));
    await pool.close();
    const refused = answers.filter(
      (answer) => answer.status === 'rejected' && answer.reason instanceof DocumentQueueFull,
    );
    const built = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(built.length).toBeGreaterThan(0);
    expect(refused.length + built.length).toBe(4);
    expect(built[0]?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
