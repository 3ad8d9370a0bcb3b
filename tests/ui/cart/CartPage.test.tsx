// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { FakeCartGateway } from '../../application/cart/FakeCartGateway';
import { InMemoryCartStorage } from '../../application/cart/InMemoryCartStorage';
import { FAMILY, SHOP } from '../../application/cart/shopFixture';
import { renderApp } from '../renderApp';

afterEach(cleanup);

describe('CartPage', () => {
  it('loads a shared cart, makes it this browser’s and rewrites the address', async () => {
    const gateway = new FakeCartGateway([SHOP]);
    const storage = new InMemoryCartStorage();
    gateway.shares.set('abc', [
      {
        id: FAMILY.id,
        type: 'families',
        typeface: SHOP.slug,
        name: FAMILY.name,
        font_class: '',
        options: { desktop: 1, web: null, app: null },
        scripts: ['greek'],
      },
    ]);
    renderApp('/cart?id=abc', {
      configure: (container) => {
        container.rebind(TOKENS.CartGateway).toConstantValue(gateway);
        container.rebind(TOKENS.CartStorage).toConstantValue(storage);
      },
    });
    expect(await screen.findByText('Extra scripts: Greek')).toBeTruthy();
    expect(screen.getByText('Desktop: 6–20 computers')).toBeTruthy();
    // 80 × 0.8 × 4 = 256, Greek adds 10 %.
    expect(screen.getByTestId('cart-total').textContent).toBe('$281');
    expect(storage.items).toHaveLength(1);
    expect((await screen.findByTestId('location')).textContent).toBe('/cart');

    fireEvent.click(screen.getByRole('button', { name: 'Empty your cart' }));
    expect(await screen.findByText('Your cart is currently empty')).toBeTruthy();
    expect(gateway.destroyed).toBe(1);
  });
});
