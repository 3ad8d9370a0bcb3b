// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrder, StaffOrderLine } from '../../../src/application/admin/BackOffice';
import { ApiError } from '../../../src/application/errors/ApiError';
import { TOKENS } from '../../../src/application/tokens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { AdminOrderPage } from '../../../src/ui/features/admin/AdminOrderPage';
import { FakeBackOfficeGateway } from '../../application/fakes/FakeBackOfficeGateway';

afterEach(cleanup);

const ID = '20240501-ABC123';
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
const line = (name: string, value: string, refunded = false): StaffOrderLine => ({
  name,
  licences: ['Desktop: 1–5 computers'],
  scripts: [],
  value,
  upgradeOf: null,
  upgradedBy: null,
  refunded,
});
const ORDER: StaffOrder = {
  id: ID,
  status: 'paid',
  date: '2024-05-01',
  customerEmail: 'ada@example.test',
  lines: [line('Test Serif Regular', '$50'), line('Test Sans Bold', '$40')],
  discounts: [],
  tax: null,
  total: { name: 'Total', value: '$90' },
  licensee: party,
  billing: party,
  thirdPartyOrder: false,
  creditNotes: [],
  documentsReissuedAt: null,
  paymentAttempts: [],
  emails: [],
};

function renderOrderPage(gateway: FakeBackOfficeGateway) {
  const container = new Container();
  container.bind(TOKENS.BackOfficeGateway).toConstantValue(gateway);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[`/admin/orders/${ID}`]}>
        <Routes>
          <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('the admin order page refund', () => {
  it('refunds the chosen lines after the confirm step and shows the refunded order', async () => {
    const user = userEvent.setup();
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, ORDER);
    gateway.afterRefund = {
      ...ORDER,
      status: 'partially_refunded',
      lines: [ORDER.lines[0]!, line('Test Sans Bold', '$40', true)],
      creditNotes: [
        {
          number: 'CN-000001',
          date: '2024-06-01',
          total: '$40.00',
          pdfUrl: `/api/v1/admin/orders/${ID}/credit-notes/CN-000001.pdf`,
        },
      ],
    };
    renderOrderPage(gateway);
    const section = within(await screen.findByRole('region', { name: 'Refund' }));
    const selected = section.getByRole('button', { name: 'Refund selected lines' });
    expect((selected as HTMLButtonElement).disabled).toBe(true);

    await user.click(section.getByRole('checkbox', { name: /Test Sans Bold/ }));
    gateway.refundGate.closed = true;
    await user.click(selected);
    const confirm = within(section.getByRole('group', { name: 'Confirm the refund' }));
    expect(
      confirm.getByText("Refund Test Sans Bold to the customer's card? This cannot be undone."),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Refund' }));
    expect(section.getByRole('status').textContent).toContain('Refunding…');
    gateway.refundGate.release();

    expect(
      await section.findByText('Refunded. Credit note CN-000001 is on its way to the customer.'),
    ).toBeTruthy();
    expect(gateway.calls).toContainEqual({ method: 'refund', values: { id: ID, lines: [1] } });
    // The order is loaded again: the line is refunded and no longer offered.
    expect(await section.findByText(/Test Sans Bold · \$40 · Refunded/)).toBeTruthy();
    expect(section.queryByRole('checkbox', { name: /Test Sans Bold/ })).toBeNull();
    const notes = within(screen.getByRole('list', { name: 'Credit notes' }));
    expect(
      notes.getByRole('link', { name: 'Credit note CN-000001 (pdf)' }).getAttribute('href'),
    ).toBe(`/api/v1/admin/orders/${ID}/credit-notes/CN-000001.pdf`);
  });

  it('refunds the whole order, or shows the server’s error; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, ORDER);
    renderOrderPage(gateway);
    const section = within(await screen.findByRole('region', { name: 'Refund' }));

    await user.click(section.getByRole('button', { name: 'Refund the whole order' }));
    expect(
      section.getByText(
        "Refund Test Serif Regular, Test Sans Bold to the customer's card? This cannot be undone.",
      ),
    ).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('group', { name: 'Confirm the refund' })).toBeNull();
    expect(gateway.calls.some((call) => call.method === 'refund')).toBe(false);

    gateway.failWith = new ApiError(
      [errorItem(null, 'The card processor did not make the refund.', 'refund_not_made')],
      502,
      `/admin/orders/${ID}/refund`,
    );
    await user.click(section.getByRole('button', { name: 'Refund the whole order' }));
    await user.click(section.getByRole('button', { name: 'Refund' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'The card processor did not make the refund.',
    );
    expect(gateway.calls).toContainEqual({ method: 'refund', values: { id: ID, lines: null } });
  });
});
