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
    unconverted: [],
    ossCsvUrl: `/api/v1/admin/tax-returns/oss.csv?quarter=${quarter}`,
    ecSalesListCsvUrl: `/api/v1/admin/tax-returns/ec-sales-list.csv?quarter=${quarter}`,
  };
}

class FakeTaxReturnsDesk implements TaxReturnsDesk {
  asked: string[] = [];
  refuse = false;
  uk: TaxReturnsModel['uk'] = [];
  async taxReturns(quarter: string): Promise<TaxReturnsModel> {
    this.asked.push(quarter);
    if (this.refuse) {
      throw new ApiError(
        [errorItem('quarter', 'Choose a quarter written like 2026-Q4.', 'invalid_quarter')],
        422,
        '/admin/tax-returns',
      );
    }
    return { ...returnsOf(quarter), uk: this.uk };
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

  it('says the UK return is filed in pounds when some UK VAT was charged in another currency', async () => {
    const desk = new FakeTaxReturnsDesk();
    desk.uk = [
      { currency: 'GBP', netCents: 4_000, vatCents: 800 },
      { currency: 'USD', netCents: 10_000, vatCents: 2_000 },
    ];
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    const uk = within(await screen.findByRole('region', { name: 'UK VAT' }));
    expect(uk.getByRole('row', { name: 'USD $100 $20' })).toBeTruthy();
    expect(
      uk.getByText(
        'HMRC takes this return in pounds: convert the amounts charged in USD at the UK market ' +
          'selling rate of each sale, or at HMRC’s period rate for its month, before filing.',
      ),
    ).toBeTruthy();
    cleanup();
    desk.uk = [{ currency: 'GBP', netCents: 4_000, vatCents: 800 }];
    renderPage(desk, '/admin/tax-returns?quarter=2026-Q3');
    const inPounds = within(await screen.findByRole('region', { name: 'UK VAT' }));
    expect(inPounds.queryByText(/HMRC takes this return in pounds/)).toBeNull();
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
