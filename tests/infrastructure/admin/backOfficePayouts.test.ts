import { describe, expect, it } from 'vitest';
import type { AdminDashboardAnswer } from '../../../src/contract/adminAnswers';
import { AxiosBackOfficeGateway } from '../../../src/infrastructure/admin/AxiosBackOfficeGateway';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

const DASHBOARD: AdminDashboardAnswer = {
  maintenance: false,
  maintenance_overridden: false,
  content: { families: 4, posts: 2, content_version: 3, last_import: null },
  refunds_to_pay: [
    {
      order_id: '20261120-7KQ2M9',
      credit_note: 'CN-000123',
      amount: '$84.00',
      failed_at: '2026-11-21T08:15:00.000Z',
    },
  ],
};

/** The API answering the dashboard, and every POST as done, keeping what was sent. */
class PayoutsApi extends FakeApiClient {
  readonly bodies: unknown[] = [];
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve(DASHBOARD as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`POST ${path}`);
    this.bodies.push(body);
    return Promise.resolve({
      message: 'Refund CN-000123 ($84.00) is marked paid another way.',
    } as T);
  }
}

describe('the back office’s refunds to pay another way', () => {
  it('marks one paid with the note trimmed, on its order’s credit note', async () => {
    const api = new PayoutsApi();
    const gateway = new AxiosBackOfficeGateway(api);
    await expect(
      gateway.markPaidOtherwise('20261120-7KQ2M9', 'CN-000123', ' bank transfer 2026-11-30 '),
    ).resolves.toBe('Refund CN-000123 ($84.00) is marked paid another way.');
    expect(api.calls).toEqual([
      'POST /admin/orders/20261120-7KQ2M9/credit-notes/CN-000123/paid-otherwise',
    ]);
    expect(api.bodies).toEqual([{ note: 'bank transfer 2026-11-30' }]);
  });

  it('reads the open ones from the dashboard', async () => {
    const status = await new AxiosBackOfficeGateway(new PayoutsApi()).shopStatus();
    expect(status.refundsToPay).toEqual([
      {
        orderId: '20261120-7KQ2M9',
        creditNote: 'CN-000123',
        amount: '$84.00',
        failedAt: '2026-11-21T08:15:00.000Z',
      },
    ]);
  });
});
