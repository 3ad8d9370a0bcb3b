import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ApiClient } from '../../../src/application/ports/ApiClient';
import { AxiosCartGateway } from '../../../src/infrastructure/cart/AxiosCartGateway';
import { cartAnswerOf } from './cartAnswerFixture';

function apiAnswering(body: unknown): ApiClient {
  const answer = <T>() => Promise.resolve(body as T);
  return { get: answer, post: answer, put: answer, delete: answer };
}

const ITEM = {
  id: 'eb-garamond',
  type: 'families' as const,
  typeface: 'eb-garamond',
  name: 'EB Garamond',
  font_class: 'ff-eb-garamond',
  options: { desktop: 0, web: null, app: null },
  scripts: [],
};

const ANSWER = cartAnswerOf({
  cart: [
    {
      id: 'eb-garamond',
      type: 'families',
      name: 'EB Garamond',
      font_class: 'ff-eb-garamond',
      options_text: { desktop: '1–5 computers', web: null, app: null },
      scripts: [],
      price: 240,
      value: '$240',
    },
  ],
  discounts: [],
  total: { name: 'Total', value: '$240' },
  cart_modified: false,
  note: null,
  items: [
    {
      kind: 'families',
      option_id: 'eb-garamond',
      typeface_page: 'eb-garamond',
      options: { desktop: 0, web: null, app: null },
      scripts: [],
    },
  ],
});

describe('the cart answer validated at the boundary (the wire contract)', () => {
  it('reads a well-formed answer', async () => {
    const answer = await new AxiosCartGateway(apiAnswering(ANSWER)).update([ITEM]);
    expect(answer.items).toEqual([ITEM]);
    expect(answer.view.total).toEqual({ name: 'Total', value: '$240' });
  });

  it('rejects a malformed answer with an ApiError naming its fields', async () => {
    const malformed = { ...ANSWER, total: { name: 'Total', amount: 240 }, items: 'none' };
    const error = await new AxiosCartGateway(apiAnswering(malformed))
      .update([ITEM])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const { status, errors } = error as ApiError;
    expect(status).toBe(200);
    expect(errors.map((e) => [e.field, e.rule])).toEqual([
      ['total.value', 'invalid_answer'],
      ['items', 'invalid_answer'],
    ]);
  });

  it('rejects a share answer without its id', async () => {
    const error = await new AxiosCartGateway(apiAnswering({ id: 'x' }))
      .share([ITEM])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.field).toBe('cart_id');
  });
});
