import { describe, expect, it } from 'vitest';
import { AxiosBackOfficeGateway } from '../../../src/infrastructure/admin/AxiosBackOfficeGateway';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

/** The API answering every POST with a refund done, and keeping what was sent. */
class RefundingApi extends FakeApiClient {
  readonly bodies: unknown[] = [];
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`POST ${path}`);
    this.bodies.push(body);
    return Promise.resolve({
      status: 'refunded',
      message: 'Refunded.',
      credit_note: 'CN-000001',
    } as T);
  }
}

describe('AxiosBackOfficeGateway.refund', () => {
  it('sends the chosen lines, or none for the whole order, and answers the message', async () => {
    const api = new RefundingApi();
    const gateway = new AxiosBackOfficeGateway(api);
    await expect(gateway.refund('20261123-BBBBBB', [0, 2])).resolves.toBe('Refunded.');
    await expect(gateway.refund('20261123-BBBBBB', null)).resolves.toBe('Refunded.');
    expect(api.calls).toEqual([
      'POST /admin/orders/20261123-BBBBBB/refund',
      'POST /admin/orders/20261123-BBBBBB/refund',
    ]);
    expect(api.bodies).toEqual([{ lines: [0, 2] }, {}]);
  });
});
