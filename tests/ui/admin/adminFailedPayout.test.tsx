// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  StaffFailedPayout,
  StaffOrder,
  StaffOrderLine,
} from '../../../src/application/admin/BackOffice';
import type { ReportsDesk, ReportsModel } from '../../../src/application/admin/ReportsDesk';
import { ApiError } from '../../../src/application/errors/ApiError';
import { TOKENS } from '../../../src/application/tokens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { AdminDashboardPage } from '../../../src/ui/features/admin/AdminDashboardPage';
import { AdminOrderPage } from '../../../src/ui/features/admin/AdminOrderPage';
import { FakeBackOfficeGateway } from '../../application/fakes/FakeBackOfficeGateway';

// The dashboard's charts size themselves to their box; jsdom has none.
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

const ID = '20261120-7KQ2M9';
const ALERT =
  'The card processor could not pay out refund CN-000123 ($84.00): the money is back in the Stripe balance. Pay the customer another way, then mark it paid.';
const party = {
  name: 'Ada Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  zipCode: '10115',
  city: 'Berlin',
  state: '',
  country: 'DE',
  vatNumber: '',
};
const line: StaffOrderLine = {
  name: 'Test Serif Regular',
  licences: ['Desktop: 1–5 computers'],
  scripts: [],
  value: '$84',
  upgradeOf: null,
  upgradedBy: null,
  refunded: true,
};
const FAILED: StaffFailedPayout = {
  creditNote: 'CN-000123',
  amount: '$84.00',
  status: 'failed',
  failedAt: '2026-11-21T08:15:00.000Z',
  paidOtherwise: null,
};
const ORDER: StaffOrder = {
  id: ID,
  status: 'refunded',
  date: '2026-11-20',
  customerEmail: 'ada@example.test',
  lines: [line],
  discounts: [],
  tax: null,
  total: { name: 'Total', value: '$84' },
  licensee: party,
  billing: party,
  thirdPartyOrder: false,
  creditNotes: [
    {
      number: 'CN-000123',
      date: '2026-11-20',
      total: '$84.00',
      pdfUrl: `/api/v1/admin/orders/${ID}/credit-notes/CN-000123.pdf`,
    },
  ],
  documentsReissuedAt: null,
  paymentAttempts: [],
  emails: [],
  refundAttempts: [],
  failedPayouts: [FAILED],
};
const PAID: StaffOrder = {
  ...ORDER,
  failedPayouts: [
    {
      ...FAILED,
      paidOtherwise: {
        at: '2026-11-30T09:00:00.000Z',
        note: 'bank transfer 2026-11-30',
        staffEmail: 'grace@foundry.example',
      },
    },
  ],
};

function renderWith(gateway: FakeBackOfficeGateway, entry: string) {
  const container = new Container();
  container.bind(TOKENS.BackOfficeGateway).toConstantValue(gateway);
  const reports: ReportsDesk = {
    reports: async (): Promise<ReportsModel> => {
      throw new ApiError([errorItem(null, 'No reports here.', 'not_found')], 404, '/reports');
    },
  };
  container.bind(TOKENS.ReportsDesk).toConstantValue(reports);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('a refund the card processor could not pay out, on the admin order page', () => {
  it('alerts staff, asks how it was paid, marks it paid and ends the alert', async () => {
    const user = userEvent.setup();
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, ORDER);
    gateway.afterMarkedPaid = PAID;
    renderWith(gateway, `/admin/orders/${ID}`);

    const alert = within(await screen.findByRole('region', { name: 'Refunds to pay another way' }));
    expect(alert.getByText(ALERT)).toBeTruthy();
    // The credit note stays listed: the customer keeps it.
    expect(
      within(screen.getByRole('list', { name: 'Credit notes' })).getByRole('link', {
        name: 'Credit note CN-000123 (pdf)',
      }),
    ).toBeTruthy();
    const notMade = within(
      screen.getByRole('list', { name: 'Refunds the card processor did not make' }),
    );
    expect(
      notMade.getByText(
        'CN-000123, $84.00: made, then failed by the card processor (known since 2026-11-21 08:15 UTC); the money went back to the Stripe balance. The customer is still owed it.',
      ),
    ).toBeTruthy();

    await user.click(alert.getByRole('button', { name: 'Mark paid another way' }));
    const form = within(alert.getByRole('form', { name: 'Mark CN-000123 paid another way' }));
    await user.type(form.getByLabelText('How the customer was paid'), 'bank transfer 2026-11-30');
    await user.click(form.getByRole('button', { name: 'Mark paid' }));

    expect(gateway.calls).toContainEqual({
      method: 'markPaidOtherwise',
      values: { id: ID, creditNote: 'CN-000123', note: 'bank transfer 2026-11-30' },
    });
    // Loaded again: no alert is left, what was done is said, and the list says how it was paid.
    expect(
      (await screen.findByText('Refund CN-000123 is marked paid another way.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    expect(screen.queryByRole('region', { name: 'Refunds to pay another way' })).toBeNull();
    expect(screen.queryByText(ALERT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid another way' })).toBeNull();
    expect(
      screen.getByText(
        'CN-000123, $84.00: made, then failed by the card processor (known since 2026-11-21 08:15 UTC); the money went back to the Stripe balance. Paid another way on 2026-11-30 09:00 UTC by grace@foundry.example: bank transfer 2026-11-30.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s error and keeps the form; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, ORDER);
    renderWith(gateway, `/admin/orders/${ID}`);
    const alert = within(await screen.findByRole('region', { name: 'Refunds to pay another way' }));

    await user.click(alert.getByRole('button', { name: 'Mark paid another way' }));
    await user.click(alert.getByRole('button', { name: 'Cancel' }));
    expect(alert.queryByRole('form')).toBeNull();
    expect(gateway.calls.some((call) => call.method === 'markPaidOtherwise')).toBe(false);

    gateway.failWith = new ApiError(
      [errorItem(null, 'This refund is marked paid already. Reload the order.', 'already_paid')],
      409,
      `/admin/orders/${ID}/credit-notes/CN-000123/paid-otherwise`,
    );
    await user.click(alert.getByRole('button', { name: 'Mark paid another way' }));
    const form = within(alert.getByRole('form', { name: 'Mark CN-000123 paid another way' }));
    await user.type(form.getByLabelText('How the customer was paid'), 'cheque');
    await user.click(form.getByRole('button', { name: 'Mark paid' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'This refund is marked paid already. Reload the order.',
    );
    expect(form.getByLabelText('How the customer was paid')).toHaveProperty('value', 'cheque');
  });

  it('shows no alert for an order whose refunds were all paid out', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, { ...ORDER, failedPayouts: [] });
    renderWith(gateway, `/admin/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: `Order ${ID}` })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refunds to pay another way' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Refunds the card processor did not make' })).toBe(
      null,
    );
  });
});

describe('the dashboard', () => {
  it('lists the refunds to pay another way, each linking to its order', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.refundsToPay = [
      { orderId: ID, creditNote: 'CN-000123', amount: '$84.00', failedAt: FAILED.failedAt },
    ];
    renderWith(gateway, '/admin');
    const panel = within(await screen.findByRole('region', { name: 'Refunds to pay another way' }));
    expect(panel.getByRole('link', { name: `Order ${ID}` }).getAttribute('href')).toBe(
      `/admin/orders/${ID}`,
    );
    expect(panel.getByRole('listitem').textContent).toBe(
      `Order ${ID}: CN-000123, $84.00, not paid out (known since 2026-11-21 08:15 UTC)`,
    );
  });

  it('says nothing of them when there are none', async () => {
    renderWith(new FakeBackOfficeGateway(), '/admin');
    expect(await screen.findByRole('heading', { name: 'Maintenance mode' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refunds to pay another way' })).toBeNull();
  });
});
