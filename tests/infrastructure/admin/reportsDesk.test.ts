import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../../../src/application/ports/ApiClient';
import type { AdminReportsAnswer } from '../../../src/contract/adminReportAnswers';
import { AxiosReportsDesk } from '../../../src/infrastructure/admin/AxiosReportsDesk';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

const FILES = '/api/v1/admin/reports';
const RANGE = 'from=2026-10&to=2026-11';

const ANSWER: AdminReportsAnswer = {
  from: '2026-10',
  to: '2026-11',
  currency: 'USD',
  currency_symbol: '$',
  months: [
    {
      month: '2026-10',
      net_cents: 10_000,
      tax_cents: 800,
      paid_orders: 1,
      carts: 4,
      refunds: 0,
      refunded_net_cents: 0,
      refunded_tax_cents: 0,
    },
  ],
  typefaces: [
    { name: 'Inter', sold_net_cents: 10_000, refunded_net_cents: 2_000, net_cents: 8_000 },
  ],
  licence_types: [
    { name: 'Desktop', sold_net_cents: 10_000, refunded_net_cents: 0, net_cents: 10_000 },
  ],
  left_out: ['20261001-AAAAAA'],
  files: {
    revenue: `${FILES}/revenue.csv?${RANGE}`,
    typefaces: `${FILES}/typefaces.csv?${RANGE}`,
    licence_types: `${FILES}/licence-types.csv?${RANGE}`,
    carts: `${FILES}/carts.csv?${RANGE}`,
    refunds: `${FILES}/refunds.csv?${RANGE}`,
  },
};

/** The API answering the reports, and keeping the query it was asked with. */
class ReportsApi extends FakeApiClient {
  readonly queries: (QueryParams | undefined)[] = [];
  override get<T>(path: string, params?: QueryParams): Promise<T> {
    this.calls.push(`GET ${path}`);
    this.queries.push(params);
    return Promise.resolve(ANSWER as T);
  }
}

describe('AxiosReportsDesk', () => {
  it('asks for the months (none when empty) and reads every figure', async () => {
    const api = new ReportsApi();
    const desk = new AxiosReportsDesk(api);
    const model = await desk.reports(' 2026-10 ', '2026-11');
    await desk.reports('', '');
    expect(api.calls).toEqual(['GET /admin/reports', 'GET /admin/reports']);
    expect(api.queries).toEqual([
      { from: '2026-10', to: '2026-11' },
      { from: undefined, to: undefined },
    ]);
    expect(model).toEqual({
      from: '2026-10',
      to: '2026-11',
      currency: 'USD',
      currencySymbol: '$',
      months: [
        {
          month: '2026-10',
          netCents: 10_000,
          taxCents: 800,
          paidOrders: 1,
          carts: 4,
          refunds: 0,
          refundedNetCents: 0,
          refundedTaxCents: 0,
        },
      ],
      typefaces: [
        { name: 'Inter', soldNetCents: 10_000, refundedNetCents: 2_000, netCents: 8_000 },
      ],
      licenceTypes: [
        { name: 'Desktop', soldNetCents: 10_000, refundedNetCents: 0, netCents: 10_000 },
      ],
      leftOut: ['20261001-AAAAAA'],
      files: {
        revenue: `${FILES}/revenue.csv?${RANGE}`,
        typefaces: `${FILES}/typefaces.csv?${RANGE}`,
        'licence-types': `${FILES}/licence-types.csv?${RANGE}`,
        carts: `${FILES}/carts.csv?${RANGE}`,
        refunds: `${FILES}/refunds.csv?${RANGE}`,
      },
    });
  });
});
