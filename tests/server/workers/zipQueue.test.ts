import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCheckoutTestApp, styleItem } from '../checkout/checkoutClient';
import { paidOrder, type PaidOrder } from '../support/paidOrder';
import type { TestApp } from '../support/testApp';

describe('a full zip queue', () => {
  let testApp: TestApp;
  const orders: PaidOrder[] = [];
  beforeAll(async () => {
    // One zip may wait for a thread (ZIP_QUEUE_MAX): more orders' fonts asked for at once than
    // the pool has threads and room fill it. Web licences, whose WOFF2 and WOFF files take a zip's
    // thread for a second or more, so the builds overlap.
    testApp = await createCheckoutTestApp({ env: { ZIP_QUEUE_MAX: '1' } });
    for (let i = 0; i < availableParallelism() + 4; i += 1) {
      orders.push(
        await paidOrder(testApp, [
          styleItem('eb-garamond', 'regular', { desktop: null, web: i % 3, app: null }),
        ]),
      );
    }
  }, 120_000);
  afterAll(() => testApp.close());

  it("answers an order's fonts 503 in the error shape, with Retry-After, and builds them once there is room", async () => {
    const zip = ({ orderId, buyer }: PaidOrder) =>
      testApp.api.get(`/orders/${orderId}/fonts.zip`, { headers: bearer(buyer.token) });

    const answers = await Promise.all(orders.map(zip));

    const busy = answers.filter((answer) => answer.statusCode === 503);
    const built = answers.filter((answer) => answer.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(built.length).toBeGreaterThan(0);
    expect(busy.length + built.length).toBe(orders.length);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json()).toMatchObject({
        errors: [{ field: null, message: expect.any(String) as string, rule: 'busy' }],
      });
    }
    expect(built[0]?.headers['content-type']).toBe('application/zip');
    // Once there is room, the refused order's fonts are built.
    const refused = orders[answers.findIndex((answer) => answer.statusCode === 503)];
    const later = await zip(refused ?? orders[0]!);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  }, 120_000);
});
