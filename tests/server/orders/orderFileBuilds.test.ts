import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InvoicePdfModule from '../../../src/server/documents/invoicePdf';
import { renderInvoicePdf } from '../../../src/server/documents/invoicePdf';
import type * as SpawnWorkerModule from '../../../src/server/workers/spawnWorker';
import { spawnWorker } from '../../../src/server/workers/spawnWorker';
import { bearer, createCheckoutTestApp, styleItem } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

/*
 * An order's files are built on their first download: the zip in a worker thread (seconds
 * for a web licence), the invoice by pdfkit. A customer who clicks twice, or a download
 * manager opening several connections, must not build them twice. Both builders are the real
 * ones, only counted.
 */
vi.mock('../../../src/server/workers/spawnWorker', async (importOriginal) => {
  const real = await importOriginal<typeof SpawnWorkerModule>();
  return { spawnWorker: vi.fn(real.spawnWorker) };
});
vi.mock('../../../src/server/documents/invoicePdf', async (importOriginal) => {
  const real = await importOriginal<typeof InvoicePdfModule>();
  return { ...real, renderInvoicePdf: vi.fn(real.renderInvoicePdf) };
});

const DESKTOP_ONLY = { desktop: 0, web: null, app: null };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());
beforeEach(() => {
  vi.mocked(spawnWorker).mockClear();
});

/** A new paid order, so its files are not built yet, and a GET of one of them as its buyer. */
async function newOrderDownloads() {
  const { buyer, orderId } = await paidOrder(testApp, [
    styleItem('eb-garamond', 'regular', DESKTOP_ONLY),
  ]);
  return (file: 'fonts.zip' | 'invoice.pdf') =>
    testApp.api.get(`/orders/${orderId}/${file}`, { headers: bearer(buyer.token) });
}

/** Order zip workers started since the last mockClear (trial zips have a worker too). */
function orderZipWorkersStarted(): number {
  return vi.mocked(spawnWorker).mock.calls.filter(([url]) => url.includes('orderZipWorker')).length;
}

describe('the first downloads of an order’s files', () => {
  it('share one zip build when two arrive together, and both get the whole zip', async () => {
    const download = await newOrderDownloads();

    const [first, second] = await Promise.all([download('fonts.zip'), download('fonts.zip')]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(orderZipWorkersStarted()).toBe(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect([...unzip(first.rawPayload).keys()].sort()).toEqual([
      'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf',
      'Licence certificate.pdf',
      'Licence.txt',
      'README.txt',
    ]);
    // Built once, then served from the cache.
    expect((await download('fonts.zip')).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(orderZipWorkersStarted()).toBe(1);
  }, 60_000);

  it('share one invoice rendering when two arrive together', async () => {
    const download = await newOrderDownloads();
    // Paying rendered the invoice once already, for the confirmation e-mail.
    const renderedBefore = vi.mocked(renderInvoicePdf).mock.calls.length;

    const [first, second] = await Promise.all([download('invoice.pdf'), download('invoice.pdf')]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(vi.mocked(renderInvoicePdf).mock.calls.length - renderedBefore).toBe(1);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keep nothing of a failed build: both waiting downloads fail, the next one builds', async () => {
    const download = await newOrderDownloads();
    vi.mocked(spawnWorker).mockImplementationOnce(() => {
      // A worker that fails a second after it starts: by then the other download has joined
      // its build (a failure thrown at once could end before the second request, slower on
      // PostgreSQL, even looked for the build).
      const worker = Object.assign(new EventEmitter(), { terminate: async () => 0 });
      setTimeout(() => worker.emit('error', new Error('no thread to spare')), 1000);
      return worker as unknown as Worker;
    });

    const failed = await Promise.all([download('fonts.zip'), download('fonts.zip')]);

    expect(failed.map((response) => response.statusCode)).toEqual([500, 500]);
    const retried = await download('fonts.zip');
    expect(retried.statusCode).toBe(200);
    expect(
      unzip(retried.rawPayload).has('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf'),
    ).toBe(true);
    expect(orderZipWorkersStarted()).toBe(2);
  }, 60_000);
});
