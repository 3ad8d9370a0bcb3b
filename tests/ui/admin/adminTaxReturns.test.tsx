// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  TaxReturnsDesk,
  TaxReturnsModel,
} from '../../../src/application/admin/TaxReturnsDesk';
import { ApiError } from '../../../src/application/errors/ApiError';
import { TOKENS } from '../../../src/application/tokens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { lastFinishedQuarter } from '../../../src/domain/tax/taxQuarter';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { AdminTaxReturnsPage } from '../../../src/ui/features/admin/AdminTaxReturnsPage';
import { FakeBackOfficeGateway } from '../../application/fakes/FakeBackOfficeGateway';

afterEach(cleanup);

function returnsOf(quarter: string): TaxReturnsModel {
  return {
    quarter,
    start: '2026-07-01',
    end: '2026-09-30',
    oss: [{ country: 'FR', rate: 20, netEurCents: 10_530, vatEurCents: 2_106 }],
    ecSalesList: [{ vatNumber: 'FR40303265045', country: 'FR', netEurCents: 25_000 }],
    domestic: [{ rate: 19, netEurCents: 10_000, vatEurCents: 1_900 }],
    uk: [],
    us: [{ state: 'NY', currency: 'USD', netCents: 10_000, taxCents: 400 }],
    noEuroRate: [],
    noSterlingRate: [],
    ossCsvUrl: `/api/v1/admin/tax-returns/oss.csv?quarter=${quarter}`,
    ecSalesListCsvUrl: `/api/v1/admin/tax-returns/ec-sales-list.csv?quarter=${quarter}`,
  };
}

class FakeTaxReturnsDesk implements TaxReturnsDesk {
  asked: string[] = [];
  refuse = false;
  uk: TaxReturnsModel['uk'] = [];
  noSterlingRate: string[] = [];
  async taxReturns(quarter: string): Promise<TaxReturnsModel> {
    this.asked.push(quarter);
    if (this.refuse) {
      throw new ApiError(
        [errorItem('quarter', 'Choose a quarter written like 2026-Q4.', 'invalid_quarter')],
        422,
        '/admin/tax-returns',
      );
    }
    return { ...returnsOf(quarter), uk: this.uk, noSterlingRate: this.noSterlingRate };
  }
}

function renderPage(desk: FakeTaxReturnsDesk, entry = '/admin/tax-returns') {
  const container = new Container();
  container.bind(TOKENS.BackOfficeGateway).toConstantValue(new FakeBackOfficeGateway());
  container.bind(TOKENS.TaxReturnsDesk).toConstantValue(desk);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/admin/tax-returns" element={<AdminTaxReturnsPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('the tax returns page', () => {
  it('shows the last finished quarter’s returns and the two files', async () => {
    const desk = new FakeTaxReturnsDesk();
    renderPage(desk);
    const last = lastFinishedQuarter(new Date().toISOString().slice(0, 10)).label;
    const oss = within(await screen.findByRole('region', { name: 'OSS return (Union scheme)' }));
    expect(desk.asked).toEqual([last]);
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveProperty('value', last);
    expect(oss.getByRole('row', { name: 'France (FR) 20% €105.30 €21.06' })).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'EC Sales List' }));
    expect(list.getByRole('row', { name: 'France FR40303265045 €250' })).toBeTruthy();
    const domestic = within(screen.getByRole('region', { name: 'Domestic VAT' }));
    expect(domestic.getByRole('row', { name: '19% €100 €19' })).toBeTruthy();
    const us = within(screen.getByRole('region', { name: 'US sales tax by state' }));
    expect(us.getByRole('row', { name: 'NY $100 $4' })).toBeTruthy();
    const uk = within(screen.getByRole('region', { name: 'UK VAT' }));
    expect(uk.getByText('Nothing to report for this quarter.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download the OSS return (CSV for the BZSt)' }),
    ).toHaveProperty('href', expect.stringContaining(`/oss.csv?quarter=${last}`));
    expect(
      screen.getByRole('link', { name: 'Download the EC Sales List (CSV for the BZSt)' }),
    ).toHaveProperty('href', expect.stringContaining(`/ec-sales-list.csv?quarter=${last}`));
  });

  it('loads another quarter when one is picked', async () => {
    const user = userEvent.setup();
    const desk = new FakeTaxReturnsDesk();
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    await screen.findByRole('region', { name: 'EC Sales List' });
    const picker = screen.getByRole('combobox', { name: 'Quarter' });
    const other = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
      .find((label) => label !== '2026-Q3');
    await user.selectOptions(picker, other ?? '');
    await screen.findByRole('link', { name: 'Download the EC Sales List (CSV for the BZSt)' });
    expect(desk.asked).toEqual(['2026-Q3', other]);
  });

  it('gives UK VAT in pounds by rate, and says how other currencies got there', async () => {
    const desk = new FakeTaxReturnsDesk();
    desk.uk = [{ rate: 20, netGbpCents: 8_064, vatGbpCents: 1_613 }];
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    const uk = within(await screen.findByRole('region', { name: 'UK VAT' }));
    expect(uk.getByRole('row', { name: '20% £80.64 £16.13' })).toBeTruthy();
    expect(
      uk.getByText(
        'In pounds, as the invoices state them: a sale in another currency at HMRC’s period ' +
          'rate of its date.',
      ),
    ).toBeTruthy();
    cleanup();
    desk.uk = [];
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    const none = within(await screen.findByRole('region', { name: 'UK VAT' }));
    expect(none.getByText('Nothing to report for this quarter.')).toBeTruthy();
    expect(none.queryByText(/HMRC’s period rate/)).toBeNull();
  });

  it('names the documents that have no HMRC period rate', async () => {
    const desk = new FakeTaxReturnsDesk();
    desk.noSterlingRate = ['INV-000901', 'CN-000004'];
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    expect(
      await screen.findByText(
        'No HMRC period rate for INV-000901, CN-000004: they are left out of the UK figures ' +
          'until content/tax/hmrc-period-rates.csv has their month.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s error', async () => {
    const desk = new FakeTaxReturnsDesk();
    desk.refuse = true;
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q9');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a quarter written like 2026-Q4.',
    );
  });
});
