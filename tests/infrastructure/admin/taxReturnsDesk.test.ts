import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../../../src/application/ports/ApiClient';
import type { AdminTaxReturnsAnswer } from '../../../src/contract/adminTaxReturnAnswers';
import { AxiosTaxReturnsDesk } from '../../../src/infrastructure/admin/AxiosTaxReturnsDesk';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';

const ANSWER: AdminTaxReturnsAnswer = {
  quarter: '2026-Q3',
  start: '2026-07-01',
  end: '2026-09-30',
  oss: [{ country: 'FR', rate: 20, net_eur_cents: 10_530, vat_eur_cents: 2_106 }],
  ec_sales_list: [{ vat_number: 'FR40303265045', country: 'FR', net_eur_cents: 25_000 }],
  domestic: [{ rate: 19, net_eur_cents: 10_000, vat_eur_cents: 1_900 }],
  uk: [{ rate: 20, net_gbp_cents: 4_000, vat_gbp_cents: 800 }],
  us: [{ state: 'NY', currency: 'USD', net_cents: 10_000, tax_cents: 400 }],
  no_euro_rate: ['INV-000900'],
  no_sterling_rate: ['INV-000901'],
  files: {
    oss: '/api/v1/admin/tax-returns/oss.csv?quarter=2026-Q3',
    ec_sales_list: '/api/v1/admin/tax-returns/ec-sales-list.csv?quarter=2026-Q3',
  },
};

/** The API answering the tax returns, and keeping the query it was asked with. */
class TaxReturnsApi extends FakeApiClient {
  readonly queries: (QueryParams | undefined)[] = [];
  override get<T>(path: string, params?: QueryParams): Promise<T> {
    this.calls.push(`GET ${path}`);
    this.queries.push(params);
    return Promise.resolve(ANSWER as T);
  }
}

describe('AxiosTaxReturnsDesk', () => {
  it('asks for the quarter (none when empty) and reads every table', async () => {
    const api = new TaxReturnsApi();
    const desk = new AxiosTaxReturnsDesk(api);
    const model = await desk.taxReturns(' 2026-Q3 ');
    await desk.taxReturns('');
    expect(api.calls).toEqual(['GET /admin/tax-returns', 'GET /admin/tax-returns']);
    expect(api.queries).toEqual([{ quarter: '2026-Q3' }, { quarter: undefined }]);
    expect(model).toEqual({
      quarter: '2026-Q3',
      start: '2026-07-01',
      end: '2026-09-30',
      oss: [{ country: 'FR', rate: 20, netEurCents: 10_530, vatEurCents: 2_106 }],
      ecSalesList: [{ vatNumber: 'FR40303265045', country: 'FR', netEurCents: 25_000 }],
      domestic: [{ rate: 19, netEurCents: 10_000, vatEurCents: 1_900 }],
      uk: [{ rate: 20, netGbpCents: 4_000, vatGbpCents: 800 }],
      us: [{ state: 'NY', currency: 'USD', netCents: 10_000, taxCents: 400 }],
      noEuroRate: ['INV-000900'],
      noSterlingRate: ['INV-000901'],
      ossCsvUrl: '/api/v1/admin/tax-returns/oss.csv?quarter=2026-Q3',
      ecSalesListCsvUrl: '/api/v1/admin/tax-returns/ec-sales-list.csv?quarter=2026-Q3',
    });
  });
});
