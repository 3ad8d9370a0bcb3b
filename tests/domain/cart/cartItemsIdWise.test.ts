import { describe, expect, it } from 'vitest';
import { cartItemsIdWise } from '../../../src/domain/cart/cartItemsIdWise';

describe('cart items id-wise', () => {
  it('groups line ids by option kind without repeats', () => {
    expect(
      cartItemsIdWise([
        { id: '1', type: 'families' },
        { id: '7', type: 'styles' },
        { id: '8', type: 'styles' },
        { id: '7', type: 'styles' },
        { id: 'garamonds', type: 'collections' },
      ]),
    ).toEqual({ families: ['1'], subfamilies: [], styles: ['7', '8'], collections: ['garamonds'] });
  });
});
