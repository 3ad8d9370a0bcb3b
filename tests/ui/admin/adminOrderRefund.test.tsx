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
  refundAttempts: [],
  failedPayouts: [],
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

  it('waits for a refund the card processor is still making, and lists the ones it did not make', async () => {
    const user = userEvent.setup();
    const gateway = new FakeBackOfficeGateway();
    gateway.stored.set(ID, ORDER);
    gateway.refundMessage =
      'The card processor is still making this refund of $40.00. The credit note is issued and e-mailed to the customer when it is done.';
    const asked = {
      lines: [1],
      amount: '$40.00',
      staffEmail: 'ada@foundry.example',
      createdAt: '2024-06-01T10:00:00.000Z',
    };
    gateway.afterRefund = {
      ...ORDER,
      refundAttempts: [
        {
          ...asked,
          status: 'canceled',
          createdAt: '2024-05-31T09:00:00.000Z',
          settledAt: '2024-05-31T09:30:00.000Z',
        },
        { ...asked, status: 'pending', settledAt: null },
      ],
    };
    renderOrderPage(gateway);
    const section = within(await screen.findByRole('region', { name: 'Refund' }));
    await user.click(section.getByRole('checkbox', { name: /Test Sans Bold/ }));
    await user.click(section.getByRole('button', { name: 'Refund selected lines' }));
    await user.click(section.getByRole('button', { name: 'Refund' }));

    expect(await section.findByRole('status')).toHaveProperty('textContent', gateway.refundMessage);
    const note =
      'The card processor is still making this refund: Test Sans Bold, $40.00, asked by ada@foundry.example on 2024-06-01 10:00 UTC. The credit note is issued and e-mailed to the customer when it is done. Until then this order cannot be refunded again.';
    expect((await section.findByText(/still making this refund:/)).textContent).toBe(note);
    // Both ways to refund wait, and say why; so do the lines.
    for (const name of ['Refund selected lines', 'Refund the whole order']) {
      const button = section.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('refund-pending-note');
    }
    expect(
      (section.getByRole('checkbox', { name: /Test Serif Regular/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    const notMade = within(
      section.getByRole('list', { name: 'Refunds the card processor did not make' }),
    );
    expect(notMade.getByRole('listitem').textContent).toBe(
      '2024-05-31 09:00 UTC: Test Sans Bold, $40.00, asked by ada@foundry.example; canceled by the card processor on 2024-05-31 09:30 UTC. No money went back and no credit note was issued.',
    );
  });
});
