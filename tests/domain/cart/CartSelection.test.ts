import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../src/domain/cart/Cart';
import { EMPTY_CART_SELECTION } from '../../../src/domain/cart/CartSelection';

describe('the empty cart selection', () => {
  it('chooses nothing and no buyer type, and prices to nothing', () => {
    expect(EMPTY_CART_SELECTION).toEqual({ items: [], buyer: null });
    expect(priceCart({ items: [], buyer: EMPTY_CART_SELECTION.buyer }).total.amountCents).toBe(0);
  });
});
