// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { OrderReceipt } from '../../../src/application/orders/OrderReceipt';
import type { OrderReceiptGateway } from '../../../src/application/orders/OrderReceiptGateway';
import { TOKENS } from '../../../src/application/tokens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { Gate } from '../../application/fakes/Gate';
import { FIRST_RENDER_TIMEOUT_MS } from '../account/renderFormPage';
import { CUSTOMER, renderApp } from '../renderApp';

afterEach(cleanup);
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

const RECEIPT: OrderReceipt = {
  id: '42',
  date: '2024-05-01',
  zipUrl: '/api/v1/orders/42/fonts.zip',
  pdfUrl: '/api/v1/orders/42/invoice.pdf',
  lines: [
    {
      name: 'Test Serif Regular',
      fontClass: 'ff-test-serif',
      licences: [],
      description: { desktop: '1–5 computers', web: null, app: null },
      scripts: [],
      value: '$50',
    },
  ],
  discounts: [],
  usSalesTax: null,
  total: { name: 'Total', value: '$50' },
};

/** GET orders/{id} in memory: answers the receipt, or fails with `failWith`. */
class FakeOrderReceiptGateway implements OrderReceiptGateway {
  readonly requested: string[] = [];
  readonly gate = new Gate();
  failWith: Error | null = null;
  answer: OrderReceipt = RECEIPT;

  async receipt(orderId: string): Promise<OrderReceipt> {
    this.requested.push(orderId);
    await this.gate.pass();
    if (this.failWith) throw this.failWith;
    return this.answer;
  }
}

function renderSuccessPage(receipts: FakeOrderReceiptGateway) {
  return renderApp('/checkouts/success?order=42', {
    user: CUSTOMER,
    configure: (container) =>
      container.rebind(TOKENS.OrderReceiptGateway).toConstantValue(receipts),
  });
}

describe('checkout success page', () => {
  it('shows the loader, then the paid order with its downloads', async () => {
    const receipts = new FakeOrderReceiptGateway();
    receipts.gate.closed = true;
    renderSuccessPage(receipts);
    await screen.findByRole('heading', { name: 'Thank you' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status').textContent).toContain('Loading');

    await act(async () => receipts.gate.release());
    expect(await main.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(main.queryByRole('status')).toBeNull();
    expect(main.getByText('Desktop: 1–5 computers')).toBeTruthy();
    // The line's name is set in its family's web font, found by the line's font class.
    const name = main.getByText('Test Serif Regular');
    await waitFor(() => expect(name.style.fontFamily).toBe('"Test Serif", var(--font-serif)'));
    expect(main.getByRole('link', { name: 'Download your fonts (zip)' }).getAttribute('href')).toBe(
      '/api/v1/orders/42/fonts.zip',
    );
    expect(receipts.requested).toEqual(['42']);
  });

  it('says a refunded order and line are refunded, and links the credit note', async () => {
    const receipts = new FakeOrderReceiptGateway();
    const pdfUrl = '/api/v1/orders/42/credit-notes/CN-000001.pdf';
    receipts.answer = {
      ...RECEIPT,
      status: 'refunded',
      zipUrl: null,
      lines: RECEIPT.lines.map((line) => ({ ...line, refunded: true })),
      creditNotes: [{ number: 'CN-000001', date: '2024-06-01', total: '$50.00', pdfUrl }],
    };
    renderSuccessPage(receipts);
    const main = within(await screen.findByRole('main', {}, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    expect(await main.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(main.queryByText(/Your order is paid and your licences are ready/)).toBeNull();
    // The order's status, and its one line.
    expect(main.getAllByText('Refunded')).toHaveLength(2);
    expect(
      main.getByRole('link', { name: 'Credit note CN-000001 (pdf)' }).getAttribute('href'),
    ).toBe(pdfUrl);
  });

  it('says a refund still being made is on its way, the order still paid', async () => {
    const receipts = new FakeOrderReceiptGateway();
    receipts.answer = {
      ...RECEIPT,
      status: 'paid',
      pendingRefund: {
        amount: '$50',
        currency: 'USD',
        requestedAt: '2024-06-01T08:00:00.000Z',
        lines: [0],
      },
    };
    renderSuccessPage(receipts);
    const main = within(await screen.findByRole('main', {}, { timeout: FIRST_RENDER_TIMEOUT_MS }));
    expect(await main.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(main.getByText(/^Refund of \$50 pending/).closest('p')?.textContent).toBe(
      'Refund of $50 pending since 1 June 2024: it is on its way back to your card. ' +
        'Your credit note follows by e-mail once your bank has it.',
    );
    expect(main.queryByText('Refunded')).toBeNull();
    expect(main.getByRole('link', { name: 'Download your fonts (zip)' })).toBeTruthy();
  });

  it('says where to find the order when the receipt cannot be loaded', async () => {
    const receipts = new FakeOrderReceiptGateway();
    receipts.failWith = new ApiError(
      [errorItem(null, 'Not found', 'not_found')],
      404,
      '/orders/42',
    );
    renderSuccessPage(receipts);
    expect(
      await screen.findByText(
        /Your order is paid\. You will find it, with its downloads/,
        undefined,
        {
          timeout: FIRST_RENDER_TIMEOUT_MS,
        },
      ),
    ).toBeTruthy();
    // A missing receipt is not a missing page: the visitor stays on the thank-you page.
    expect(screen.getByTestId('location').textContent).toBe('/checkouts/success');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
