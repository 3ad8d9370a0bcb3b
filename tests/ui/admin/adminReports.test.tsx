// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportsDesk, ReportsModel } from '../../../src/application/admin/ReportsDesk';
import { ApiError } from '../../../src/application/errors/ApiError';
import { TOKENS } from '../../../src/application/tokens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { AdminDashboardPage } from '../../../src/ui/features/admin/AdminDashboardPage';
import { FakeBackOfficeGateway } from '../../application/fakes/FakeBackOfficeGateway';

// The charts size themselves to their box; jsdom has no layout, so they draw nothing here,
// and the figures are read from the tables the page shows beside them.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

const month = (name: string, figures: Partial<ReportsModel['months'][number]> = {}) => ({
  month: name,
  netCents: 0,
  taxCents: 0,
  paidOrders: 0,
  carts: 0,
  refunds: 0,
  refundedNetCents: 0,
  refundedTaxCents: 0,
  ...figures,
});

function reportsOf(from: string, to: string): ReportsModel {
  const file = (figure: string) => `/api/v1/admin/reports/${figure}.csv?from=${from}&to=${to}`;
  return {
    from,
    to,
    currency: 'USD',
    currencySymbol: '$',
    months: [
      month(from, { carts: 3 }),
      month(to, {
        netCents: 45_000,
        taxCents: 3_600,
        paidOrders: 2,
        carts: 5,
        refunds: 1,
        refundedNetCents: 30_000,
        refundedTaxCents: 0,
      }),
    ],
    typefaces: [
      { name: 'EB Garamond', soldNetCents: 15_000, refundedNetCents: 0, netCents: 15_000 },
      { name: 'Inter', soldNetCents: 30_000, refundedNetCents: 30_000, netCents: 0 },
    ],
    licenceTypes: [
      { name: 'Desktop', soldNetCents: 15_000, refundedNetCents: 0, netCents: 15_000 },
      { name: 'Desktop + Web', soldNetCents: 30_000, refundedNetCents: 30_000, netCents: 0 },
    ],
    leftOut: [],
    files: {
      revenue: file('revenue'),
      typefaces: file('typefaces'),
      'licence-types': file('licence-types'),
      carts: file('carts'),
      refunds: file('refunds'),
    },
  };
}

class FakeReportsDesk implements ReportsDesk {
  asked: [string, string][] = [];
  async reports(from: string, to: string): Promise<ReportsModel> {
    this.asked.push([from, to]);
    if (from === '1999-01') {
      throw new ApiError(
        [errorItem('from', 'Choose at most 36 months.', 'range_too_long')],
        422,
        '/admin/reports',
      );
    }
    return reportsOf(from || '2026-10', to || '2026-11');
  }
}

function renderDashboard(desk: FakeReportsDesk, entry = '/admin') {
  const container = new Container();
  container.bind(TOKENS.BackOfficeGateway).toConstantValue(new FakeBackOfficeGateway());
  container.bind(TOKENS.ReportsDesk).toConstantValue(desk);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('the dashboard’s reports', () => {
  it('keeps the switches and shows each figure with its table and its CSV file', async () => {
    const desk = new FakeReportsDesk();
    renderDashboard(desk);
    const revenue = within(await screen.findByRole('region', { name: 'Revenue per month' }));
    expect(desk.asked).toEqual([['', '']]);
    expect(await screen.findByRole('heading', { name: 'Maintenance mode' })).toBeTruthy();
    expect(
      revenue.getByText('From Oct 2026 to Nov 2026: $450 net and $36 tax, from 2 paid orders.'),
    ).toBeTruthy();
    expect(revenue.getByRole('row', { name: 'Nov 2026 $450 $36 $486 2' })).toBeTruthy();
    expect(revenue.getByRole('row', { name: 'Oct 2026 $0 $0 $0 0' })).toBeTruthy();
    expect(revenue.getByRole('img', { name: /^Revenue per month\. From Oct 2026/ })).toBeTruthy();
    expect(revenue.getByRole('link', { name: 'Download CSV of revenue per month' })).toHaveProperty(
      'href',
      expect.stringContaining('/revenue.csv?from=2026-10&to=2026-11'),
    );

    const typefaces = within(screen.getByRole('region', { name: 'Revenue by typeface' }));
    expect(typefaces.getByRole('row', { name: 'Inter $300 $300 $0' })).toBeTruthy();
    const licences = within(screen.getByRole('region', { name: 'Revenue by licence type' }));
    expect(licences.getByRole('row', { name: 'Desktop + Web $300 $300 $0' })).toBeTruthy();
    const carts = within(screen.getByRole('region', { name: 'Carts and paid orders' }));
    expect(carts.getByRole('row', { name: 'Nov 2026 5 2' })).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'Refunds per month' }));
    expect(refunds.getByRole('row', { name: 'Nov 2026 1 $300 $0' })).toBeTruthy();
    for (const name of ['typeface', 'licence type', 'carts and paid orders', 'refunds per month']) {
      expect(
        screen.getByRole('link', { name: new RegExp(`^Download CSV of .*${name}`) }),
      ).toBeTruthy();
    }
    expect(screen.getByLabelText('First month')).toHaveProperty('value', '2026-10');
  });

  it('loads the months chosen, and says what is wrong with a range before asking', async () => {
    const user = userEvent.setup();
    const desk = new FakeReportsDesk();
    renderDashboard(desk, '/admin?from=2026-10&to=2026-11');
    await screen.findByRole('region', { name: 'Revenue per month' });
    const first = screen.getByLabelText('First month');
    const last = screen.getByLabelText('Last month');

    await user.clear(last);
    await user.type(last, '2026-09');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a last month on or after the first.')).toBeTruthy();
    expect(desk.asked).toEqual([['2026-10', '2026-11']]);

    await user.clear(first);
    await user.type(first, '2026-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('row', { name: 'Sep 2026 $450 $36 $486 2' });
    expect(desk.asked).toEqual([
      ['2026-10', '2026-11'],
      ['2026-01', '2026-09'],
    ]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    renderDashboard(new FakeReportsDesk(), '/admin?from=1999-01&to=2026-11');
    expect(await screen.findByText('Choose at most 36 months.')).toBeTruthy();
    expect(screen.getByLabelText('First month').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Revenue per month' })).toBeNull();
  });
});
