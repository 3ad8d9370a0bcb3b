import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AxiosAccountGateway } from '../../../src/infrastructure/account/AxiosAccountGateway';
import { AxiosOrderReceiptGateway } from '../../../src/infrastructure/checkout/AxiosOrderReceiptGateway';
import { INVALID_ANSWER_RULE } from '../../../src/infrastructure/http/parseAnswer';
import { FakeApiClient } from '../../application/fakes/FakeApiClient';
import { orderAnswerFixture, orderLineAnswer } from './orderAnswerFixtures';

/** The API answering every call with `answer`. */
class AnsweringApi extends FakeApiClient {
  constructor(private readonly answer: unknown) {
    super();
  }
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve(this.answer as T);
  }
  override post<T>(path: string): Promise<T> {
    this.calls.push(`POST ${path}`);
    return Promise.resolve(this.answer as T);
  }
}

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('the answer should have been refused');
  return error;
}

describe('AxiosOrderReceiptGateway', () => {
  it('reads the order just paid: each line with what its licences cover, and the tax', async () => {
    const answer = orderAnswerFixture({
      cart: [
        orderLineAnswer({
          description: { desktop: '1–5 computers', web: '', app: null },
          scripts: ['Greek'],
        }),
      ],
      tax_line: { name: 'VAT Germany (19%)', value: '$9.50' },
    });
    const api = new AnsweringApi(answer);
    const receipt = await new AxiosOrderReceiptGateway(api).receipt('20261123-BBBBBB');
    expect(api.calls).toEqual(['GET /orders/20261123-BBBBBB']);
    expect(receipt).toMatchObject({
      id: '20261123-BBBBBB',
      zipUrl: '/api/v1/orders/20261123-BBBBBB/fonts.zip',
      lines: [
        {
          name: 'EB Garamond Italic',
          licences: ['1–5 computers'],
          description: { desktop: '1–5 computers', web: null, app: null },
          scripts: ['Greek'],
        },
      ],
      usSalesTax: { name: 'VAT Germany (19%)', value: '$9.50' },
      total: { name: 'Total', value: '$50' },
    });
  });

  it('refuses an answer of the wrong shape, naming its fields', async () => {
    const malformed: Record<string, unknown> = { ...orderAnswerFixture(), total: '$50' };
    delete malformed.order_details;
    const error = await refusal(
      new AxiosOrderReceiptGateway(new AnsweringApi(malformed)).receipt('20261123-BBBBBB'),
    );
    expect(error.status).toBe(200);
    expect(error.path).toBe('/orders/20261123-BBBBBB');
    expect(error.errors.map((item) => item.field).sort()).toEqual(['order_details', 'total']);
    expect(error.errors.every((item) => item.rule === INVALID_ANSWER_RULE)).toBe(true);
  });
});

describe('AxiosAccountGateway.orders', () => {
  it('reads the order history', async () => {
    const api = new AnsweringApi([orderAnswerFixture()]);
    const orders = await new AxiosAccountGateway(api).orders();
    expect(api.calls).toEqual(['POST /settings/orders']);
    expect(orders.map((order) => order.id)).toEqual(['20261123-BBBBBB']);
  });

  it('reads a refund: the status, the refunded line and the credit notes', async () => {
    const fixture = orderAnswerFixture({ cart: [orderLineAnswer({ refunded: true })] });
    const pdf = '/api/v1/orders/20261123-BBBBBB/credit-notes/CN-000001.pdf';
    const answer = {
      ...fixture,
      order_details: {
        ...fixture.order_details,
        status: 'refunded' as const,
        credit_notes: [{ number: 'CN-000001', date: '2026-11-24', total: '$50.00', pdf }],
      },
    };
    const [order] = await new AxiosAccountGateway(new AnsweringApi([answer])).orders();
    expect(order).toMatchObject({
      status: 'refunded',
      lines: [{ refunded: true }],
      creditNotes: [{ number: 'CN-000001', date: '2026-11-24', total: '$50.00', pdfUrl: pdf }],
    });
  });

  it('reads a refund still being made, and none where the answer has none', async () => {
    const fixture = orderAnswerFixture();
    const pendingRefund = {
      amount: '$50',
      currency: 'USD',
      requested_at: '2026-11-24T10:00:00.000Z',
      lines: [0],
    };
    const answer = {
      ...fixture,
      order_details: { ...fixture.order_details, pending_refund: pendingRefund },
    };
    const none = { ...fixture, order_details: { ...fixture.order_details, pending_refund: null } };
    const orders = await new AxiosAccountGateway(new AnsweringApi([answer, none])).orders();
    expect(orders.map((order) => order.pendingRefund)).toEqual([
      { amount: '$50', currency: 'USD', requestedAt: '2026-11-24T10:00:00.000Z', lines: [0] },
      null,
    ]);
  });

  it('refuses a history whose line licenses a script that is not a name', async () => {
    const line = orderLineAnswer();
    const odd = { ...line, licence: { ...line.licence, scripts: ['greek', 3] } };
    const history = [orderAnswerFixture({ cart: [odd as typeof line] })];
    const error = await refusal(new AxiosAccountGateway(new AnsweringApi(history)).orders());
    expect(error.errors).toEqual([
      {
        field: '0.cart.0.licence.scripts.1',
        message: '0.cart.0.licence.scripts.1 must be a string value',
        rule: INVALID_ANSWER_RULE,
      },
    ]);
  });
});
