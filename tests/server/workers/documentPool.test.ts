import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentWorkerUrl } from '../../../src/server/documents/documentWorkerUrl';
import { DocumentPool, DocumentQueueFull } from '../../../src/server/workers/documentPool';
import type { DocumentTask } from '../../../src/server/documents/documentTasks';
import { createTestApp, type TestApp } from '../support/testApp';
import { CartClient, item } from '../cart/cartClient';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';

describe('a full document queue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // One PDF may wait for a thread (DOCUMENT_QUEUE_MAX): more quotes opened at once than the
    // pool has threads and room fill it.
    testApp = await createTestApp({
      env: { DOCUMENT_QUEUE_MAX: '1', DOCUMENT_RATE_LIMIT_MAX: '1000' },
    });
  });
  afterAll(() => testApp.close());

  it('answers a quote PDF 503 in the error shape, with Retry-After, and draws it once there is room', async () => {
    const links: string[] = [];
    for (let i = 0; i < availableParallelism() + 3; i += 1) {
      const made = await new CartClient(testApp).post('/cart/pdf', {
        cart: { items: [item('families', 'eb-garamond', { desktop: i % 3 })] },
      });
      links.push(made.json<{ url: string }>().url);
    }

    const opened = await Promise.all(
      links.map((url) => testApp.app.inject({ method: 'GET', url })),
    );

    const busy = opened.filter((answer) => answer.statusCode === 503);
    const drawn = opened.filter((answer) => answer.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(0);
    expect(busy.length + drawn.length).toBe(links.length);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.json()).toMatchObject({
        errors: [{ field: null, message: expect.any(String) as string, rule: 'busy' }],
      });
    }
    expect(drawn[0]?.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Once there is room, the same link draws its PDF.
    const refusedLink = links[opened.findIndex((answer) => answer.statusCode === 503)] ?? '';
    const later = await testApp.app.inject({ method: 'GET', url: refusedLink });
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

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
        cart: storedPricedCartOf(cart),
        currencySymbol: '$',
      },
      options: {},
    };
    // One thread, one waiting: of four at once, at least one finds the queue full.
    const pool = new DocumentPool({ workerUrl: documentWorkerUrl, maxQueue: 1, threads: 1 });
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
