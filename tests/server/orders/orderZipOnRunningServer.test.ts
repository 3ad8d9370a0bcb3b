import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';
import { unzip } from '../support/unzip';
import { bearer, createCheckoutTestApp, styleItem } from '../checkout/checkoutClient';

/*
 * A paid order's zip is made on its first download: each style stamped with the licensee and,
 * for a web licence, compressed to WOFF2 (about a second a font). That work runs in a worker
 * thread; the server's thread, which answers every other request, only waits for the zip.
 */

const WEB_ONLY = { desktop: null, web: 0, app: null };
let testApp: TestApp;
let buyer: { token: string };
let orderId: string;

beforeAll(async () => {
  testApp = await createCheckoutTestApp();
  ({ buyer, orderId } = await paidOrder(testApp, [
    styleItem('eb-garamond', 'regular', WEB_ONLY),
    styleItem('eb-garamond', 'bold', WEB_ONLY),
  ]));
});
afterAll(async () => testApp.close());

describe('the order zip on a running server', () => {
  it('is made in a worker thread, while the server’s event loop stays free', async () => {
    // How busy this thread is, as a share of the time: a ratio, not a wall-time budget.
    const before = performance.eventLoopUtilization();
    const response = await testApp.api.get(`/orders/${orderId}/fonts.zip`, {
      headers: bearer(buyer.token),
    });
    const busy = performance.eventLoopUtilization(before).utilization;

    expect(response.statusCode).toBe(200);
    const fonts = [...unzip(response.rawPayload).keys()].filter((name) => name.endsWith('.woff2'));
    expect(fonts.sort()).toEqual([
      'EB Garamond/Web/WOFF2/EBGaramond_400Regular.woff2',
      'EB Garamond/Web/WOFF2/EBGaramond_700Bold.woff2',
    ]);
    // WOFF2 compression on this thread would keep it busy nearly all the time (about 0.99).
    expect(busy).toBeLessThan(0.5);
  }, 60_000);
});
