import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTask } from '../../../src/server/documents/documentTasks';
import { DocumentPool } from '../../../src/server/workers/documentPool';
import { bearer, createCheckoutTestApp, styleItem } from '../checkout/checkoutClient';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';

/*
 * An order's files are built on their first download, in the document pools' worker threads:
 * the zip (seconds for a web licence) and the invoice. A customer who clicks twice, or a
 * download manager opening several connections, must not build them twice. The pools are the
 * real ones, only counted.
 */
const realBuild = DocumentPool.prototype.build;
const builds = vi.spyOn(DocumentPool.prototype, 'build');

const DESKTOP_ONLY = { desktop: 0, web: null, app: null };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
});
afterAll(async () => testApp.close());
beforeEach(() => {
  builds.mockClear();
});

/** A new paid order, so its files are not built yet, and a GET of one of them as its buyer. */
async function newOrderDownloads() {
  const { buyer, orderId } = await paidOrder(testApp, [
    styleItem('eb-garamond', 'regular', DESKTOP_ONLY),
  ]);
  return (file: 'fonts.zip' | 'invoice.pdf') =>
    testApp.api.get(`/orders/${orderId}/${file}`, { headers: bearer(buyer.token) });
}

/** Documents of this kind the pools were asked for since the last mockClear. */
function built(kind: DocumentTask['kind']): number {
  return builds.mock.calls.filter(([task]) => task.kind === kind).length;
}

describe('the first downloads of an order’s files', () => {
  it('share one zip build when two arrive together, and both get the whole zip', async () => {
    const download = await newOrderDownloads();

    const [first, second] = await Promise.all([download('fonts.zip'), download('fonts.zip')]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(built('order-zip')).toBe(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect([...unzip(first.rawPayload).keys()].sort()).toEqual([
      'EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf',
      'Licence certificate.pdf',
      'Licence.txt',
      'README.txt',
    ]);
    // Built once, then served from the cache.
    expect((await download('fonts.zip')).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(built('order-zip')).toBe(1);
  }, 60_000);

  it('share one invoice rendering when two arrive together', async () => {
    const download = await newOrderDownloads();
    // Paying rendered the invoice once already, for the confirmation e-mail.
    builds.mockClear();

    const [first, second] = await Promise.all([download('invoice.pdf'), download('invoice.pdf')]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(built('invoice-pdf')).toBe(1);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // As the zip's: the PDF is drawn in a worker thread, which loads its code first.
  }, 60_000);

  it('keep nothing of a failed build: both waiting downloads fail, the next one builds', async () => {
    const download = await newOrderDownloads();
    let failed = false;
    builds.mockImplementation(async function (this: DocumentPool, task, signal) {
      if (task.kind === 'order-zip' && !failed) {
        failed = true;
        // A zip that fails a second after it starts: by then the other download has joined
        // its build (a failure thrown at once could end before the second request, slower on
        // PostgreSQL, even looked for the build).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        throw new Error('no thread to spare');
      }
      return realBuild.call(this, task, signal);
    });

    const refused = await Promise.all([download('fonts.zip'), download('fonts.zip')]);

    expect(refused.map((response) => response.statusCode)).toEqual([500, 500]);
    const retried = await download('fonts.zip');
    expect(retried.statusCode).toBe(200);
    expect(
      unzip(retried.rawPayload).has('EB Garamond/Desktop and App/TTF/EBGaramond_400Regular.ttf'),
    ).toBe(true);
    expect(built('order-zip')).toBe(2);
  }, 60_000);
});
