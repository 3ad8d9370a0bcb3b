import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/server/cart/app/EmptyCart';
import { failureAnswer } from '../../src/server/failureAnswers';
import type { OrderNotFound } from '../../src/server/orders/app/OwnOrders';

// The failure registry answers each feature's failures as that feature registered them.
describe('failure registry', () => {
  it("answers a feature's failure with its status and its field error", () => {
    expect(failureAnswer(emptyCart('cart'))).toEqual({
      statusCode: 422,
      errors: [{ field: 'cart', message: expect.any(String), rule: 'empty_cart' }],
      extra: {},
    });
    expect(failureAnswer({ name: 'SecondFactorRequired' })?.statusCode).toBe(403);
    const orderNotFound: OrderNotFound = { name: 'OrderNotFound', field: 'order_id' };
    expect(failureAnswer(orderNotFound)?.errors).toEqual([
      { field: 'order_id', message: expect.any(String), rule: 'not_found' },
    ]);
  });

  it('answers nothing for a name no feature registered, nor for inherited keys', () => {
    expect(failureAnswer({ name: 'NoSuchFailure' })).toBeUndefined();
    expect(failureAnswer({ name: 'toString' })).toBeUndefined();
  });
});
